/// Hand-written `project.pbxproj` files in the shape Xcode 15 and 16 write them (ids, section comments, tabs).
enum Fixtures {
    /// Xcode 15, classic groups: the app target "Legacy App" (space in the name, `PRODUCT_NAME = $(TARGET_NAME)`),
    /// a "Components" framework (seed 003's component module; public header), and "LegacyTests" with
    /// `PRODUCT_MODULE_NAME` overridden per configuration and a source file shared with the app. Also: a group with
    /// no path ("Screens"), a `SOURCE_ROOT` file, a localized storyboard (variant group), products
    /// (`BUILT_PRODUCTS_DIR`), an SDK framework (`SDKROOT`), a Swift package product, a file in no target
    /// (Unused.swift) and an aggregate target.
    static let legacy = #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 56;
	objects = {

/* Begin PBXBuildFile section */
		1A0000000000000000000B01 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000F01 /* AppDelegate.swift */; };
		1A0000000000000000000B02 /* LoginViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000F02 /* LoginViewController.swift */; };
		1A0000000000000000000B03 /* ProfileViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000F03 /* ProfileViewController.swift */; };
		1A0000000000000000000B04 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000A01 /* Main.storyboard */; };
		1A0000000000000000000B05 /* Profile Cell.xib in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000F05 /* Profile Cell.xib */; };
		1A0000000000000000000B06 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000F06 /* Assets.xcassets */; };
		1A0000000000000000000B07 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000F07 /* Shared.swift */; };
		1A0000000000000000000B08 /* RoundedButton.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000F08 /* RoundedButton.swift */; };
		1A0000000000000000000B09 /* Components.h in Headers */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000F09 /* Components.h */; settings = {ATTRIBUTES = (Public, ); }; };
		1A0000000000000000000B10 /* Components.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000F20 /* Components.framework */; };
		1A0000000000000000000B11 /* Components.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000F20 /* Components.framework */; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };
		1A0000000000000000000B12 /* LoginViewControllerTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000F10 /* LoginViewControllerTests.swift */; };
		1A0000000000000000000B13 /* LoginViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000F02 /* LoginViewController.swift */; };
		1A0000000000000000000B14 /* Alamofire in Frameworks */ = {isa = PBXBuildFile; productRef = 1A0000000000000000000E01 /* Alamofire */; };
/* End PBXBuildFile section */

/* Begin PBXCopyFilesBuildPhase section */
		1A0000000000000000000C04 /* Embed Frameworks */ = {
			isa = PBXCopyFilesBuildPhase;
			buildActionMask = 2147483647;
			dstPath = "";
			dstSubfolderSpec = 10;
			files = (
				1A0000000000000000000B11 /* Components.framework in Embed Frameworks */,
			);
			name = "Embed Frameworks";
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXCopyFilesBuildPhase section */

/* Begin PBXFileReference section */
		1A0000000000000000000F01 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
		1A0000000000000000000F02 /* LoginViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = LoginViewController.swift; sourceTree = "<group>"; };
		1A0000000000000000000F03 /* ProfileViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ProfileViewController.swift; sourceTree = "<group>"; };
		1A0000000000000000000F04 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
		1A0000000000000000000F14 /* ja */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = ja; path = ja.lproj/Main.strings; sourceTree = "<group>"; };
		1A0000000000000000000F05 /* Profile Cell.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = "Profile Cell.xib"; sourceTree = "<group>"; };
		1A0000000000000000000F06 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
		1A0000000000000000000F07 /* Shared.swift */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = sourcecode.swift; name = Shared.swift; path = Config/Shared.swift; sourceTree = SOURCE_ROOT; };
		1A0000000000000000000F08 /* RoundedButton.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = RoundedButton.swift; sourceTree = "<group>"; };
		1A0000000000000000000F09 /* Components.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = Components.h; sourceTree = "<group>"; };
		1A0000000000000000000F10 /* LoginViewControllerTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = LoginViewControllerTests.swift; sourceTree = "<group>"; };
		1A0000000000000000000F11 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
		1A0000000000000000000F12 /* Unused.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Unused.swift; sourceTree = "<group>"; };
		1A0000000000000000000F20 /* Components.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; path = Components.framework; sourceTree = BUILT_PRODUCTS_DIR; };
		1A0000000000000000000F21 /* Legacy App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = "Legacy App.app"; sourceTree = BUILT_PRODUCTS_DIR; };
		1A0000000000000000000F22 /* LegacyTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = LegacyTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
		1A0000000000000000000F23 /* UIKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
/* End PBXFileReference section */

/* Begin PBXFrameworksBuildPhase section */
		1A0000000000000000000C02 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
				1A0000000000000000000B10 /* Components.framework in Frameworks */,
				1A0000000000000000000B14 /* Alamofire in Frameworks */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXFrameworksBuildPhase section */

/* Begin PBXGroup section */
		1A0000000000000000000D00 = {
			isa = PBXGroup;
			children = (
				1A0000000000000000000D01 /* Legacy */,
				1A0000000000000000000D02 /* Components */,
				1A0000000000000000000D03 /* LegacyTests */,
				1A0000000000000000000D04 /* Frameworks */,
				1A0000000000000000000D05 /* Products */,
			);
			sourceTree = "<group>";
		};
		1A0000000000000000000D01 /* Legacy */ = {
			isa = PBXGroup;
			children = (
				1A0000000000000000000F01 /* AppDelegate.swift */,
				1A0000000000000000000F02 /* LoginViewController.swift */,
				1A0000000000000000000D06 /* Screens */,
				1A0000000000000000000A01 /* Main.storyboard */,
				1A0000000000000000000F05 /* Profile Cell.xib */,
				1A0000000000000000000F06 /* Assets.xcassets */,
				1A0000000000000000000F07 /* Shared.swift */,
				1A0000000000000000000F11 /* Info.plist */,
				1A0000000000000000000F12 /* Unused.swift */,
			);
			path = Legacy;
			sourceTree = "<group>";
		};
		1A0000000000000000000D06 /* Screens */ = {
			isa = PBXGroup;
			children = (
				1A0000000000000000000F03 /* ProfileViewController.swift */,
			);
			name = Screens;
			sourceTree = "<group>";
		};
		1A0000000000000000000D02 /* Components */ = {
			isa = PBXGroup;
			children = (
				1A0000000000000000000F08 /* RoundedButton.swift */,
				1A0000000000000000000F09 /* Components.h */,
			);
			path = Components;
			sourceTree = "<group>";
		};
		1A0000000000000000000D03 /* LegacyTests */ = {
			isa = PBXGroup;
			children = (
				1A0000000000000000000F10 /* LoginViewControllerTests.swift */,
			);
			path = LegacyTests;
			sourceTree = "<group>";
		};
		1A0000000000000000000D04 /* Frameworks */ = {
			isa = PBXGroup;
			children = (
				1A0000000000000000000F23 /* UIKit.framework */,
			);
			name = Frameworks;
			sourceTree = "<group>";
		};
		1A0000000000000000000D05 /* Products */ = {
			isa = PBXGroup;
			children = (
				1A0000000000000000000F21 /* Legacy App.app */,
				1A0000000000000000000F20 /* Components.framework */,
				1A0000000000000000000F22 /* LegacyTests.xctest */,
			);
			name = Products;
			sourceTree = "<group>";
		};
/* End PBXGroup section */

/* Begin PBXHeadersBuildPhase section */
		1A0000000000000000000C21 /* Headers */ = {
			isa = PBXHeadersBuildPhase;
			buildActionMask = 2147483647;
			files = (
				1A0000000000000000000B09 /* Components.h in Headers */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXHeadersBuildPhase section */

/* Begin PBXAggregateTarget section */
		1A0000000000000000000704 /* Lint */ = {
			isa = PBXAggregateTarget;
			buildConfigurationList = 1A0000000000000000000901 /* Build configuration list for PBXNativeTarget "Legacy App" */;
			buildPhases = (
			);
			dependencies = (
			);
			name = Lint;
			productName = Lint;
		};
/* End PBXAggregateTarget section */

/* Begin PBXNativeTarget section */
		1A0000000000000000000701 /* Legacy App */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 1A0000000000000000000901 /* Build configuration list for PBXNativeTarget "Legacy App" */;
			buildPhases = (
				1A0000000000000000000C01 /* Sources */,
				1A0000000000000000000C02 /* Frameworks */,
				1A0000000000000000000C03 /* Resources */,
				1A0000000000000000000C04 /* Embed Frameworks */,
			);
			buildRules = (
			);
			dependencies = (
			);
			name = "Legacy App";
			packageProductDependencies = (
				1A0000000000000000000E01 /* Alamofire */,
			);
			productName = Legacy;
			productReference = 1A0000000000000000000F21 /* Legacy App.app */;
			productType = "com.apple.product-type.application";
		};
		1A0000000000000000000702 /* Components */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 1A0000000000000000000902 /* Build configuration list for PBXNativeTarget "Components" */;
			buildPhases = (
				1A0000000000000000000C21 /* Headers */,
				1A0000000000000000000C22 /* Sources */,
			);
			buildRules = (
			);
			dependencies = (
			);
			name = Components;
			productName = Components;
			productReference = 1A0000000000000000000F20 /* Components.framework */;
			productType = "com.apple.product-type.framework";
		};
		1A0000000000000000000703 /* LegacyTests */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 1A0000000000000000000903 /* Build configuration list for PBXNativeTarget "LegacyTests" */;
			buildPhases = (
				1A0000000000000000000C31 /* Sources */,
			);
			buildRules = (
			);
			dependencies = (
			);
			name = LegacyTests;
			productName = LegacyTests;
			productReference = 1A0000000000000000000F22 /* LegacyTests.xctest */;
			productType = "com.apple.product-type.bundle.unit-test";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		1A0000000000000000000601 /* Project object */ = {
			isa = PBXProject;
			attributes = {
				BuildIndependentTargetsInParallel = 1;
				LastSwiftUpdateCheck = 1500;
				LastUpgradeCheck = 1500;
				TargetAttributes = {
					1A0000000000000000000701 = {
						CreatedOnToolsVersion = 9.4;
						LastSwiftMigration = 1500;
					};
				};
			};
			buildConfigurationList = 1A0000000000000000000900 /* Build configuration list for PBXProject "Legacy" */;
			compatibilityVersion = "Xcode 14.0";
			developmentRegion = en;
			hasScannedForEncodings = 0;
			knownRegions = (
				en,
				Base,
				ja,
			);
			mainGroup = 1A0000000000000000000D00;
			packageReferences = (
				1A0000000000000000000E02 /* XCRemoteSwiftPackageReference "Alamofire" */,
			);
			productRefGroup = 1A0000000000000000000D05 /* Products */;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				1A0000000000000000000701 /* Legacy App */,
				1A0000000000000000000702 /* Components */,
				1A0000000000000000000703 /* LegacyTests */,
				1A0000000000000000000704 /* Lint */,
			);
		};
/* End PBXProject section */

/* Begin PBXResourcesBuildPhase section */
		1A0000000000000000000C03 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				1A0000000000000000000B04 /* Main.storyboard in Resources */,
				1A0000000000000000000B05 /* Profile Cell.xib in Resources */,
				1A0000000000000000000B06 /* Assets.xcassets in Resources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXResourcesBuildPhase section */

/* Begin PBXSourcesBuildPhase section */
		1A0000000000000000000C01 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				1A0000000000000000000B01 /* AppDelegate.swift in Sources */,
				1A0000000000000000000B02 /* LoginViewController.swift in Sources */,
				1A0000000000000000000B03 /* ProfileViewController.swift in Sources */,
				1A0000000000000000000B07 /* Shared.swift in Sources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		1A0000000000000000000C22 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				1A0000000000000000000B08 /* RoundedButton.swift in Sources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		1A0000000000000000000C31 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				1A0000000000000000000B12 /* LoginViewControllerTests.swift in Sources */,
				1A0000000000000000000B13 /* LoginViewController.swift in Sources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXSourcesBuildPhase section */

/* Begin PBXVariantGroup section */
		1A0000000000000000000A01 /* Main.storyboard */ = {
			isa = PBXVariantGroup;
			children = (
				1A0000000000000000000F04 /* Base */,
				1A0000000000000000000F14 /* ja */,
			);
			name = Main.storyboard;
			sourceTree = "<group>";
		};
/* End PBXVariantGroup section */

/* Begin XCBuildConfiguration section */
		1A0000000000000000000801 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				IPHONEOS_DEPLOYMENT_TARGET = 13.0;
				SDKROOT = iphoneos;
				SWIFT_VERSION = 5.0;
			};
			name = Debug;
		};
		1A0000000000000000000802 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				IPHONEOS_DEPLOYMENT_TARGET = 13.0;
				SDKROOT = iphoneos;
				SWIFT_VERSION = 5.0;
				VALIDATE_PRODUCT = YES;
			};
			name = Release;
		};
		1A0000000000000000000811 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				INFOPLIST_FILE = Legacy/Info.plist;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = com.example.legacy;
				PRODUCT_NAME = "$(TARGET_NAME)";
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Debug;
		};
		1A0000000000000000000812 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				INFOPLIST_FILE = Legacy/Info.plist;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = com.example.legacy;
				PRODUCT_NAME = "$(TARGET_NAME)";
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Release;
		};
		1A0000000000000000000821 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				DEFINES_MODULE = YES;
				DYLIB_INSTALL_NAME_BASE = "@rpath";
				PRODUCT_BUNDLE_IDENTIFIER = com.example.components;
				PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)";
				SKIP_INSTALL = YES;
			};
			name = Debug;
		};
		1A0000000000000000000822 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				DEFINES_MODULE = YES;
				DYLIB_INSTALL_NAME_BASE = "@rpath";
				PRODUCT_BUNDLE_IDENTIFIER = com.example.components;
				PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)";
				SKIP_INSTALL = YES;
			};
			name = Release;
		};
		1A0000000000000000000831 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				BUNDLE_LOADER = "$(TEST_HOST)";
				PRODUCT_BUNDLE_IDENTIFIER = com.example.legacy.tests;
				PRODUCT_MODULE_NAME = LegacyDebugTests;
				PRODUCT_NAME = "$(TARGET_NAME)";
				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/Legacy App.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Legacy App";
			};
			name = Debug;
		};
		1A0000000000000000000832 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				BUNDLE_LOADER = "$(TEST_HOST)";
				PRODUCT_BUNDLE_IDENTIFIER = com.example.legacy.tests;
				PRODUCT_MODULE_NAME = LegacyUnitTests;
				PRODUCT_NAME = "$(TARGET_NAME)";
				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/Legacy App.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Legacy App";
			};
			name = Release;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		1A0000000000000000000900 /* Build configuration list for PBXProject "Legacy" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				1A0000000000000000000801 /* Debug */,
				1A0000000000000000000802 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		1A0000000000000000000901 /* Build configuration list for PBXNativeTarget "Legacy App" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				1A0000000000000000000811 /* Debug */,
				1A0000000000000000000812 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		1A0000000000000000000902 /* Build configuration list for PBXNativeTarget "Components" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				1A0000000000000000000821 /* Debug */,
				1A0000000000000000000822 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		1A0000000000000000000903 /* Build configuration list for PBXNativeTarget "LegacyTests" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				1A0000000000000000000831 /* Debug */,
				1A0000000000000000000832 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
/* End XCConfigurationList section */

/* Begin XCRemoteSwiftPackageReference section */
		1A0000000000000000000E02 /* XCRemoteSwiftPackageReference "Alamofire" */ = {
			isa = XCRemoteSwiftPackageReference;
			repositoryURL = "https://github.com/Alamofire/Alamofire.git";
			requirement = {
				kind = upToNextMajorVersion;
				minimumVersion = 5.8.0;
			};
		};
/* End XCRemoteSwiftPackageReference section */

/* Begin XCSwiftPackageProductDependency section */
		1A0000000000000000000E01 /* Alamofire */ = {
			isa = XCSwiftPackageProductDependency;
			package = 1A0000000000000000000E02 /* XCRemoteSwiftPackageReference "Alamofire" */;
			productName = Alamofire;
		};
/* End XCSwiftPackageProductDependency section */
	};
	rootObject = 1A0000000000000000000601 /* Project object */;
}
"""#

    /// Xcode 16, synchronized folders: "Shop" (app, `PRODUCT_NAME = "My Shop"`) excludes Info.plist and
    /// Legacy/Old.swift; "ShopWidget" has its own folder and takes Models/Item.swift from the app's folder through
    /// an exception set; "ShopTests" has a folder without exceptions. A classic group ("Vendor") adds an
    /// Objective-C file to the app through its Sources phase.
    static let shop = #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {

/* Begin PBXBuildFile section */
		2B0000000000000000000B01 /* Legacy.m in Sources */ = {isa = PBXBuildFile; fileRef = 2B0000000000000000000F01 /* Legacy.m */; };
		2B0000000000000000000B02 /* ShopWidget.appex in Embed Foundation Extensions */ = {isa = PBXBuildFile; fileRef = 2B0000000000000000000F21 /* ShopWidget.appex */; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
/* End PBXBuildFile section */

/* Begin PBXContainerItemProxy section */
		2B0000000000000000000A01 /* PBXContainerItemProxy */ = {
			isa = PBXContainerItemProxy;
			containerPortal = 2B00000000000000000006A1 /* Project object */;
			proxyType = 1;
			remoteGlobalIDString = 2B00000000000000000007A2;
			remoteInfo = ShopWidget;
		};
/* End PBXContainerItemProxy section */

/* Begin PBXCopyFilesBuildPhase section */
		2B0000000000000000000C04 /* Embed Foundation Extensions */ = {
			isa = PBXCopyFilesBuildPhase;
			buildActionMask = 2147483647;
			dstPath = "";
			dstSubfolderSpec = 13;
			files = (
				2B0000000000000000000B02 /* ShopWidget.appex in Embed Foundation Extensions */,
			);
			name = "Embed Foundation Extensions";
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXCopyFilesBuildPhase section */

/* Begin PBXFileReference section */
		2B0000000000000000000F01 /* Legacy.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Legacy.m; sourceTree = "<group>"; };
		2B0000000000000000000F02 /* Legacy.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = Legacy.h; sourceTree = "<group>"; };
		2B0000000000000000000F20 /* Shop.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
		2B0000000000000000000F21 /* ShopWidget.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = ShopWidget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
		2B0000000000000000000F22 /* ShopTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = ShopTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
/* End PBXFileReference section */

/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
		2B0000000000000000000E01 /* Exceptions for "Shop" folder in "Shop" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Info.plist,
				Legacy/Old.swift,
			);
			target = 2B00000000000000000007A1 /* Shop */;
		};
		2B0000000000000000000E02 /* Exceptions for "Shop" folder in "ShopWidget" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Models/Item.swift,
			);
			target = 2B00000000000000000007A2 /* ShopWidget */;
		};
		2B0000000000000000000E03 /* Exceptions for "ShopWidget" folder in "ShopWidget" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Info.plist,
			);
			target = 2B00000000000000000007A2 /* ShopWidget */;
		};
/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

/* Begin PBXFileSystemSynchronizedRootGroup section */
		2B0000000000000000000D11 /* Shop */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			exceptions = (
				2B0000000000000000000E01 /* Exceptions for "Shop" folder in "Shop" target */,
				2B0000000000000000000E02 /* Exceptions for "Shop" folder in "ShopWidget" target */,
			);
			path = Shop;
			sourceTree = "<group>";
		};
		2B0000000000000000000D12 /* ShopWidget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (2B0000000000000000000E03 /* Exceptions for "ShopWidget" folder in "ShopWidget" target */, ); explicitFileTypes = {}; explicitFolders = (); path = ShopWidget; sourceTree = "<group>"; };
		2B0000000000000000000D13 /* ShopTests */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = ShopTests;
			sourceTree = "<group>";
		};
/* End PBXFileSystemSynchronizedRootGroup section */

/* Begin PBXFrameworksBuildPhase section */
		2B0000000000000000000C02 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXFrameworksBuildPhase section */

/* Begin PBXGroup section */
		2B0000000000000000000D00 = {
			isa = PBXGroup;
			children = (
				2B0000000000000000000D11 /* Shop */,
				2B0000000000000000000D12 /* ShopWidget */,
				2B0000000000000000000D13 /* ShopTests */,
				2B0000000000000000000D02 /* Vendor */,
				2B0000000000000000000D05 /* Products */,
			);
			sourceTree = "<group>";
		};
		2B0000000000000000000D02 /* Vendor */ = {
			isa = PBXGroup;
			children = (
				2B0000000000000000000F01 /* Legacy.m */,
				2B0000000000000000000F02 /* Legacy.h */,
			);
			path = Vendor;
			sourceTree = "<group>";
		};
		2B0000000000000000000D05 /* Products */ = {
			isa = PBXGroup;
			children = (
				2B0000000000000000000F20 /* Shop.app */,
				2B0000000000000000000F21 /* ShopWidget.appex */,
				2B0000000000000000000F22 /* ShopTests.xctest */,
			);
			name = Products;
			sourceTree = "<group>";
		};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
		2B00000000000000000007A1 /* Shop */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 2B00000000000000000009A1 /* Build configuration list for PBXNativeTarget "Shop" */;
			buildPhases = (
				2B0000000000000000000C01 /* Sources */,
				2B0000000000000000000C02 /* Frameworks */,
				2B0000000000000000000C03 /* Resources */,
				2B0000000000000000000C04 /* Embed Foundation Extensions */,
			);
			buildRules = (
			);
			dependencies = (
				2B0000000000000000000A02 /* PBXTargetDependency */,
			);
			fileSystemSynchronizedGroups = (
				2B0000000000000000000D11 /* Shop */,
			);
			name = Shop;
			packageProductDependencies = (
			);
			productName = Shop;
			productReference = 2B0000000000000000000F20 /* Shop.app */;
			productType = "com.apple.product-type.application";
		};
		2B00000000000000000007A2 /* ShopWidget */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 2B00000000000000000009A2 /* Build configuration list for PBXNativeTarget "ShopWidget" */;
			buildPhases = (
				2B0000000000000000000C11 /* Sources */,
				2B0000000000000000000C13 /* Resources */,
			);
			buildRules = (
			);
			dependencies = (
			);
			fileSystemSynchronizedGroups = (
				2B0000000000000000000D12 /* ShopWidget */,
			);
			name = ShopWidget;
			packageProductDependencies = (
			);
			productName = ShopWidget;
			productReference = 2B0000000000000000000F21 /* ShopWidget.appex */;
			productType = "com.apple.product-type.app-extension";
		};
		2B00000000000000000007A3 /* ShopTests */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 2B00000000000000000009A3 /* Build configuration list for PBXNativeTarget "ShopTests" */;
			buildPhases = (
				2B0000000000000000000C21 /* Sources */,
			);
			buildRules = (
			);
			dependencies = (
			);
			fileSystemSynchronizedGroups = (
				2B0000000000000000000D13 /* ShopTests */,
			);
			name = ShopTests;
			packageProductDependencies = (
			);
			productName = ShopTests;
			productReference = 2B0000000000000000000F22 /* ShopTests.xctest */;
			productType = "com.apple.product-type.bundle.unit-test";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		2B00000000000000000006A1 /* Project object */ = {
			isa = PBXProject;
			attributes = {
				BuildIndependentTargetsInParallel = 1;
				LastSwiftUpdateCheck = 1600;
				LastUpgradeCheck = 1600;
				TargetAttributes = {
					2B00000000000000000007A1 = {
						CreatedOnToolsVersion = 16.0;
					};
				};
			};
			buildConfigurationList = 2B00000000000000000009A0 /* Build configuration list for PBXProject "Shop" */;
			developmentRegion = en;
			hasScannedForEncodings = 0;
			knownRegions = (
				en,
				Base,
			);
			mainGroup = 2B0000000000000000000D00;
			minimizedProjectReferenceProxies = 1;
			preferredProjectObjectVersion = 77;
			productRefGroup = 2B0000000000000000000D05 /* Products */;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				2B00000000000000000007A1 /* Shop */,
				2B00000000000000000007A2 /* ShopWidget */,
				2B00000000000000000007A3 /* ShopTests */,
			);
		};
/* End PBXProject section */

/* Begin PBXResourcesBuildPhase section */
		2B0000000000000000000C03 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		2B0000000000000000000C13 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXResourcesBuildPhase section */

/* Begin PBXSourcesBuildPhase section */
		2B0000000000000000000C01 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				2B0000000000000000000B01 /* Legacy.m in Sources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		2B0000000000000000000C11 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		2B0000000000000000000C21 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXSourcesBuildPhase section */

/* Begin PBXTargetDependency section */
		2B0000000000000000000A02 /* PBXTargetDependency */ = {
			isa = PBXTargetDependency;
			target = 2B00000000000000000007A2 /* ShopWidget */;
			targetProxy = 2B0000000000000000000A01 /* PBXContainerItemProxy */;
		};
/* End PBXTargetDependency section */

/* Begin XCBuildConfiguration section */
		2B00000000000000000008A0 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				IPHONEOS_DEPLOYMENT_TARGET = 18.0;
				SDKROOT = iphoneos;
			};
			name = Release;
		};
		2B00000000000000000008A1 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_FILE = Shop/Info.plist;
				INFOPLIST_KEY_UIMainStoryboardFile = Main;
				PRODUCT_BUNDLE_IDENTIFIER = com.example.shop;
				PRODUCT_NAME = "My Shop";
				SWIFT_OBJC_BRIDGING_HEADER = "Vendor/Shop-Bridging-Header.h";
				SWIFT_VERSION = 5.0;
			};
			name = Release;
		};
		2B00000000000000000008A2 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_FILE = ShopWidget/Info.plist;
				PRODUCT_BUNDLE_IDENTIFIER = com.example.shop.widget;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SKIP_INSTALL = YES;
			};
			name = Release;
		};
		2B00000000000000000008A3 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				BUNDLE_LOADER = "$(TEST_HOST)";
				PRODUCT_BUNDLE_IDENTIFIER = com.example.shop.tests;
				PRODUCT_NAME = "$(TARGET_NAME)";
				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/My Shop.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/My Shop";
			};
			name = Release;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		2B00000000000000000009A0 /* Build configuration list for PBXProject "Shop" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				2B00000000000000000008A0 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		2B00000000000000000009A1 /* Build configuration list for PBXNativeTarget "Shop" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				2B00000000000000000008A1 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		2B00000000000000000009A2 /* Build configuration list for PBXNativeTarget "ShopWidget" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				2B00000000000000000008A2 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		2B00000000000000000009A3 /* Build configuration list for PBXNativeTarget "ShopTests" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				2B00000000000000000008A3 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
/* End XCConfigurationList section */
	};
	rootObject = 2B00000000000000000006A1 /* Project object */;
}
"""#

    /// Files on disk for `shop`, relative to the folder of `Shop.xcodeproj`.
    static let shopFiles: [String: String] = [
        "Shop/AppDelegate.swift": "",
        "Shop/Info.plist": "",
        "Shop/Base.lproj/Main.storyboard": "",
        "Shop/Base.lproj/LaunchScreen.storyboard": "",
        "Shop/Models/Item.swift": "",
        "Shop/Legacy/Old.swift": "",
        "Shop/Legacy/OldViewController.xib": "",
        "Shop/Assets.xcassets/Contents.json": "",
        "Shop/Assets.xcassets/AppIcon.appiconset/Contents.json": "",
        "Shop/.DS_Store": "",
        "ShopWidget/Widget.swift": "",
        "ShopWidget/Info.plist": "",
        "ShopTests/ShopTests.swift": "",
        "ShopTests/Fixtures/Order.json": "",
        "Vendor/Legacy.m": "",
        "Vendor/Legacy.h": "",
    ]
}
