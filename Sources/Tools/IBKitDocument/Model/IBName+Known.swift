/// Names Interface Builder writes, interned once for every document: rules compare symbols, not strings.
/// Generated list; order fixes the symbols, so append only.
extension IBName {
    static let knownNames: [String] = [
        "document",
        "scenes",
        "scene",
        "objects",
        "placeholder",
        "customObject",
        "viewController",
        "tableViewController",
        "collectionViewController",
        "navigationController",
        "tabBarController",
        "splitViewController",
        "pageViewController",
        "hostingController",
        "glkViewController",
        "viewControllerPlaceholder",
        "avPlayerViewController",
        "windowController",
        "tabViewController",
        "view",
        "subviews",
        "label",
        "button",
        "imageView",
        "tableView",
        "tableViewCell",
        "tableViewCellContentView",
        "tableViewSection",
        "collectionView",
        "collectionViewCell",
        "collectionViewCellContentView",
        "collectionReusableView",
        "stackView",
        "scrollView",
        "textField",
        "textView",
        "switch",
        "slider",
        "segmentedControl",
        "activityIndicatorView",
        "progressView",
        "pageControl",
        "stepper",
        "datePicker",
        "pickerView",
        "mapView",
        "webView",
        "wkWebView",
        "searchBar",
        "toolbar",
        "navigationBar",
        "tabBar",
        "visualEffectView",
        "containerView",
        "customView",
        "window",
        "rect",
        "frame",
        "size",
        "point",
        "constraints",
        "constraint",
        "connections",
        "outlet",
        "outletCollection",
        "action",
        "segue",
        "fontDescription",
        "font",
        "color",
        "namedColor",
        "systemColor",
        "image",
        "imageReference",
        "resources",
        "userDefinedRuntimeAttributes",
        "userDefinedRuntimeAttribute",
        "device",
        "dependencies",
        "deployment",
        "plugIn",
        "capability",
        "layoutGuides",
        "viewLayoutGuide",
        "viewControllerLayoutGuide",
        "navigationItem",
        "barButtonItem",
        "tabBarItem",
        "string",
        "mutableString",
        "attributedString",
        "fragment",
        "state",
        "autoresizingMask",
        "inset",
        "edgeInsets",
        "directionalEdgeInsets",
        "prototypes",
        "cells",
        "sections",
        "reference",
        "real",
        "integer",
        "bool",
        "boolean",
        "nil",
        "variation",
        "mask",
        "exit",
        "archive",
        "menu",
        "menuItem",
        "items",
        "textFieldCell",
        "buttonCell",
        "key",
        "id",
        "title",
        "selector",
        "target",
        "destination",
        "type",
        "version",
        "toolsVersion",
        "targetRuntime",
        "propertyAccessControl",
        "useAutolayout",
        "useTraitCollections",
        "useSafeAreas",
        "colorMatched",
        "initialViewController",
        "launchScreen",
        "customClass",
        "customModule",
        "customModuleProvider",
        "userLabel",
        "storyboardIdentifier",
        "reuseIdentifier",
        "sceneID",
        "sceneMemberID",
        "placeholderIdentifier",
        "property",
        "eventType",
        "kind",
        "identifier",
        "relationship",
        "firstItem",
        "firstAttribute",
        "secondItem",
        "secondAttribute",
        "relation",
        "constant",
        "multiplier",
        "priority",
        "misplaced",
        "ambiguous",
        "name",
        "catalog",
        "keyPath",
        "value",
        "backgroundColor",
        "textColor",
        "tintColor",
        "pointSize",
        "style",
        "family",
        "weight",
        "red",
        "green",
        "blue",
        "alpha",
        "white",
        "colorSpace",
        "customColorSpace",
        "cocoaTouchSystemColor",
        "hidesBottomBarWhenPushed",
        "storyboardName",
        "referencedIdentifier",
        "text",
        "minToolsVersion",
        "orientation",
        "appearance",
        "class",
        "controllerPlaceholder",
    ]

    public static let document = IBName(symbol: 0)
    public static let scenes = IBName(symbol: 1)
    public static let scene = IBName(symbol: 2)
    public static let objects = IBName(symbol: 3)
    public static let placeholder = IBName(symbol: 4)
    public static let customObject = IBName(symbol: 5)
    public static let viewController = IBName(symbol: 6)
    public static let tableViewController = IBName(symbol: 7)
    public static let collectionViewController = IBName(symbol: 8)
    public static let navigationController = IBName(symbol: 9)
    public static let tabBarController = IBName(symbol: 10)
    public static let splitViewController = IBName(symbol: 11)
    public static let pageViewController = IBName(symbol: 12)
    public static let hostingController = IBName(symbol: 13)
    public static let glkViewController = IBName(symbol: 14)
    public static let viewControllerPlaceholder = IBName(symbol: 15)
    public static let avPlayerViewController = IBName(symbol: 16)
    public static let windowController = IBName(symbol: 17)
    public static let tabViewController = IBName(symbol: 18)
    public static let view = IBName(symbol: 19)
    public static let subviews = IBName(symbol: 20)
    public static let label = IBName(symbol: 21)
    public static let button = IBName(symbol: 22)
    public static let imageView = IBName(symbol: 23)
    public static let tableView = IBName(symbol: 24)
    public static let tableViewCell = IBName(symbol: 25)
    public static let tableViewCellContentView = IBName(symbol: 26)
    public static let tableViewSection = IBName(symbol: 27)
    public static let collectionView = IBName(symbol: 28)
    public static let collectionViewCell = IBName(symbol: 29)
    public static let collectionViewCellContentView = IBName(symbol: 30)
    public static let collectionReusableView = IBName(symbol: 31)
    public static let stackView = IBName(symbol: 32)
    public static let scrollView = IBName(symbol: 33)
    public static let textField = IBName(symbol: 34)
    public static let textView = IBName(symbol: 35)
    public static let `switch` = IBName(symbol: 36)
    public static let slider = IBName(symbol: 37)
    public static let segmentedControl = IBName(symbol: 38)
    public static let activityIndicatorView = IBName(symbol: 39)
    public static let progressView = IBName(symbol: 40)
    public static let pageControl = IBName(symbol: 41)
    public static let stepper = IBName(symbol: 42)
    public static let datePicker = IBName(symbol: 43)
    public static let pickerView = IBName(symbol: 44)
    public static let mapView = IBName(symbol: 45)
    public static let webView = IBName(symbol: 46)
    public static let wkWebView = IBName(symbol: 47)
    public static let searchBar = IBName(symbol: 48)
    public static let toolbar = IBName(symbol: 49)
    public static let navigationBar = IBName(symbol: 50)
    public static let tabBar = IBName(symbol: 51)
    public static let visualEffectView = IBName(symbol: 52)
    public static let containerView = IBName(symbol: 53)
    public static let customView = IBName(symbol: 54)
    public static let window = IBName(symbol: 55)
    public static let `rect` = IBName(symbol: 56)
    public static let frame = IBName(symbol: 57)
    public static let size = IBName(symbol: 58)
    public static let point = IBName(symbol: 59)
    public static let constraints = IBName(symbol: 60)
    public static let constraint = IBName(symbol: 61)
    public static let connections = IBName(symbol: 62)
    public static let outlet = IBName(symbol: 63)
    public static let outletCollection = IBName(symbol: 64)
    public static let action = IBName(symbol: 65)
    public static let segue = IBName(symbol: 66)
    public static let fontDescription = IBName(symbol: 67)
    public static let font = IBName(symbol: 68)
    public static let color = IBName(symbol: 69)
    public static let namedColor = IBName(symbol: 70)
    public static let systemColor = IBName(symbol: 71)
    public static let image = IBName(symbol: 72)
    public static let imageReference = IBName(symbol: 73)
    public static let resources = IBName(symbol: 74)
    public static let userDefinedRuntimeAttributes = IBName(symbol: 75)
    public static let userDefinedRuntimeAttribute = IBName(symbol: 76)
    public static let device = IBName(symbol: 77)
    public static let dependencies = IBName(symbol: 78)
    public static let deployment = IBName(symbol: 79)
    public static let plugIn = IBName(symbol: 80)
    public static let capability = IBName(symbol: 81)
    public static let layoutGuides = IBName(symbol: 82)
    public static let viewLayoutGuide = IBName(symbol: 83)
    public static let viewControllerLayoutGuide = IBName(symbol: 84)
    public static let navigationItem = IBName(symbol: 85)
    public static let barButtonItem = IBName(symbol: 86)
    public static let tabBarItem = IBName(symbol: 87)
    public static let string = IBName(symbol: 88)
    public static let mutableString = IBName(symbol: 89)
    public static let attributedString = IBName(symbol: 90)
    public static let fragment = IBName(symbol: 91)
    public static let state = IBName(symbol: 92)
    public static let autoresizingMask = IBName(symbol: 93)
    public static let inset = IBName(symbol: 94)
    public static let edgeInsets = IBName(symbol: 95)
    public static let directionalEdgeInsets = IBName(symbol: 96)
    public static let prototypes = IBName(symbol: 97)
    public static let cells = IBName(symbol: 98)
    public static let sections = IBName(symbol: 99)
    public static let reference = IBName(symbol: 100)
    public static let real = IBName(symbol: 101)
    public static let integer = IBName(symbol: 102)
    public static let bool = IBName(symbol: 103)
    public static let boolean = IBName(symbol: 104)
    public static let `nil` = IBName(symbol: 105)
    public static let variation = IBName(symbol: 106)
    public static let mask = IBName(symbol: 107)
    public static let exit = IBName(symbol: 108)
    public static let archive = IBName(symbol: 109)
    public static let menu = IBName(symbol: 110)
    public static let menuItem = IBName(symbol: 111)
    public static let items = IBName(symbol: 112)
    public static let textFieldCell = IBName(symbol: 113)
    public static let buttonCell = IBName(symbol: 114)
    public static let key = IBName(symbol: 115)
    public static let id = IBName(symbol: 116)
    public static let title = IBName(symbol: 117)
    public static let selector = IBName(symbol: 118)
    public static let target = IBName(symbol: 119)
    public static let destination = IBName(symbol: 120)
    public static let type = IBName(symbol: 121)
    public static let version = IBName(symbol: 122)
    public static let toolsVersion = IBName(symbol: 123)
    public static let targetRuntime = IBName(symbol: 124)
    public static let propertyAccessControl = IBName(symbol: 125)
    public static let useAutolayout = IBName(symbol: 126)
    public static let useTraitCollections = IBName(symbol: 127)
    public static let useSafeAreas = IBName(symbol: 128)
    public static let colorMatched = IBName(symbol: 129)
    public static let initialViewController = IBName(symbol: 130)
    public static let launchScreen = IBName(symbol: 131)
    public static let customClass = IBName(symbol: 132)
    public static let customModule = IBName(symbol: 133)
    public static let customModuleProvider = IBName(symbol: 134)
    public static let userLabel = IBName(symbol: 135)
    public static let storyboardIdentifier = IBName(symbol: 136)
    public static let reuseIdentifier = IBName(symbol: 137)
    public static let sceneID = IBName(symbol: 138)
    public static let sceneMemberID = IBName(symbol: 139)
    public static let placeholderIdentifier = IBName(symbol: 140)
    public static let property = IBName(symbol: 141)
    public static let eventType = IBName(symbol: 142)
    public static let kind = IBName(symbol: 143)
    public static let identifier = IBName(symbol: 144)
    public static let relationship = IBName(symbol: 145)
    public static let firstItem = IBName(symbol: 146)
    public static let firstAttribute = IBName(symbol: 147)
    public static let secondItem = IBName(symbol: 148)
    public static let secondAttribute = IBName(symbol: 149)
    public static let relation = IBName(symbol: 150)
    public static let constant = IBName(symbol: 151)
    public static let multiplier = IBName(symbol: 152)
    public static let priority = IBName(symbol: 153)
    public static let misplaced = IBName(symbol: 154)
    public static let ambiguous = IBName(symbol: 155)
    public static let name = IBName(symbol: 156)
    public static let catalog = IBName(symbol: 157)
    public static let keyPath = IBName(symbol: 158)
    public static let value = IBName(symbol: 159)
    public static let backgroundColor = IBName(symbol: 160)
    public static let textColor = IBName(symbol: 161)
    public static let tintColor = IBName(symbol: 162)
    public static let pointSize = IBName(symbol: 163)
    public static let style = IBName(symbol: 164)
    public static let family = IBName(symbol: 165)
    public static let weight = IBName(symbol: 166)
    public static let red = IBName(symbol: 167)
    public static let green = IBName(symbol: 168)
    public static let blue = IBName(symbol: 169)
    public static let alpha = IBName(symbol: 170)
    public static let white = IBName(symbol: 171)
    public static let colorSpace = IBName(symbol: 172)
    public static let customColorSpace = IBName(symbol: 173)
    public static let cocoaTouchSystemColor = IBName(symbol: 174)
    public static let hidesBottomBarWhenPushed = IBName(symbol: 175)
    public static let storyboardName = IBName(symbol: 176)
    public static let referencedIdentifier = IBName(symbol: 177)
    public static let text = IBName(symbol: 178)
    public static let minToolsVersion = IBName(symbol: 179)
    public static let orientation = IBName(symbol: 180)
    public static let appearance = IBName(symbol: 181)
    public static let `class` = IBName(symbol: 182)
    /// AppKit's storyboard reference (UIKit's is `viewControllerPlaceholder`).
    public static let controllerPlaceholder = IBName(symbol: 183)
}
