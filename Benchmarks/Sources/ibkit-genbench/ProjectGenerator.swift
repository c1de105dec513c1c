import BenchmarkSupport
import Foundation

/// Writes a synthetic UIKit project's IB files (seeded, deterministic) for the `ibkit gen` benchmark, and keeps
/// what a generator must find in them, so that the output can be checked against it.
///
/// Storyboards come in three shapes, as in real projects:
/// - convention (half): `<Class>.storyboard` with one scene of that class (seed 000), now and then a table view
///   controller with prototype cells;
/// - feature (four in ten): a navigation or tab bar controller and 3–8 scenes, most with a Storyboard ID, table and
///   collection views with prototype cells, `show`/`presentation`/`unwind` segues with identifiers, embed segues
///   into container views, storyboard references to other storyboards;
/// - legacy (one in ten): the same on 12–30 scenes.
/// Xibs are cells (reuse identifier = class name, sometimes another) and views (sometimes with a custom File's
/// Owner, a few with two root views). Each scene is filled with views, constraints and outlets until it reaches
/// its share of the byte budget, so the project's size is set by `megabytes` whatever the shapes drawn.
/// `broken` files that do not parse are added: truncated storyboards and IB3 `<archive>` xibs.
struct ProjectGenerator {
    /// Type names: `ProfileList`, `ProfileList2`, …
    private static let nameWords = ["Profile", "Order", "Cart", "Payment", "Search", "Feed", "Message", "Photo", "Account", "Address",
                                    "Coupon", "Review", "Shipping", "Wallet", "Ticket", "Event", "Friend", "Invite", "Report", "Story",
                                    "Video", "Music", "Map", "Store", "Product", "Category", "Brand", "Survey", "Badge", "Reward"]
    private static let nameQualifiers = ["", "List", "Detail", "Summary", "History", "Settings", "Editor", "Picker", "Gallery", "Status",
                                         "Overview", "Preview", "Archive", "Queue", "Board"]

    var storyboards: Int
    var xibs: Int
    var broken: Int
    var megabytes: Double
    var seed: UInt64

    init(storyboards: Int, xibs: Int, broken: Int, megabytes: Double, seed: UInt64) {
        self.storyboards = storyboards
        self.xibs = xibs
        self.broken = broken
        self.megabytes = megabytes
        self.seed = seed
    }

    /// What the files contain, counted while writing them: the members a correct generator writes.
    struct Summary {
        var files = 0
        var bytes = 0
        var storyboards = 0
        var xibs = 0
        var broken: [String] = []
        /// Every view controller of the valid storyboards (references excluded).
        var scenes = 0
        /// Initial scenes plus other identified scenes: one `StoryboardScene` member each.
        var sceneMembers = 0
        /// Distinct segue identifiers per storyboard: one enum case each.
        var segueCases = 0
        /// Distinct reuse identifiers of the project (each has one cell class).
        var reuseIdentifiers = Set<String>()
    }

    private var random = SplitMix64(seed: 0)
    private var idCounter = 0
    private var summary = Summary()
    private var root = ""

    mutating func generate(into root: String) throws -> Summary {
        random = SplitMix64(seed: seed)
        summary = Summary()
        idCounter = 0
        self.root = root
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)

        var names = UniqueNames(words: Self.nameWords, qualifiers: Self.nameQualifiers)
        // Shapes and scene counts first: the byte budget is shared out per scene.
        enum Shape { case convention, feature, legacy }
        var plans: [(name: String, shape: Shape, scenes: Int)] = []
        for _ in 0 ..< storyboards {
            let r = random.int(below: 100)
            if r < 50 {
                plans.append((names.next(suffix: "ViewController"), .convention, 1))
            } else if r < 90 {
                plans.append((names.next(suffix: ""), .feature, 3 + random.int(below: 6)))
            } else {
                plans.append(("Legacy" + names.next(suffix: ""), .legacy, 12 + random.int(below: 19)))
            }
        }
        let cellClasses = (0 ..< max(xibs / 2, 1)).map { _ in names.next(suffix: "Cell") }
        let viewClasses = (0 ..< max(xibs - cellClasses.count, 0)).map { _ in names.next(suffix: "View") }

        // Xibs are small (a few KB, as real ones); storyboards share the rest of the budget by scene count.
        // Xibs first: storyboards share what they leave of the budget. Each storyboard's share is recomputed from
        // what is left per scene, minus what recent scenes wrote beyond their share (wrappers, cells, segues), so
        // the total lands on the target whatever the draws.
        for name in cellClasses { try write("App/Cells/\(name).xib", cellXib(name)); summary.xibs += 1 }
        for name in viewClasses { try write("App/Views/\(name).xib", viewXib(name)); summary.xibs += 1 }
        let storyboardTarget = Int(megabytes * 1_000_000) - summary.bytes
        var scenesLeft = plans.reduce(0) { $0 + $1.scenes }
        var written = 0
        var overhead = 2_000.0
        let storyboardNames = plans.map(\.name)
        for (index, plan) in plans.enumerated() {
            let bytesPerScene = max(0, Int(Double(storyboardTarget - written) / Double(max(scenesLeft, 1)) - overhead))
            scenesLeft -= plan.scenes
            let folder = "App/Features/\(["Home", "Account", "Catalog", "Checkout", "Settings", "Onboarding"][index % 6])"
            let xml: String
            switch plan.shape {
            case .convention:
                xml = conventionStoryboard(plan.name, cells: cellClasses, bytesPerScene: bytesPerScene)
            case .feature, .legacy:
                xml = featureStoryboard(plan.name, scenes: plan.scenes, cells: cellClasses, others: storyboardNames,
                                        bytesPerScene: bytesPerScene)
            }
            try write("\(folder)/\(plan.name).storyboard", xml)
            written += xml.utf8.count
            overhead = 0.9 * overhead + 0.1 * (Double(xml.utf8.count) / Double(plan.scenes) - Double(bytesPerScene))
            summary.storyboards += 1
        }
        for k in 0 ..< broken {
            if k % 2 == 0 {
                // A storyboard cut off mid-file, as after a failed merge or a full disk.
                let full = featureStoryboard("Broken\(k)", scenes: 3, cells: cellClasses, others: [], bytesPerScene: 4_000,
                                             counting: false)
                let cut = full.utf8.prefix(full.utf8.count * 2 / 3)
                try write("App/Broken/Broken\(k).storyboard", String(decoding: cut, as: UTF8.self))
                summary.broken.append("App/Broken/Broken\(k).storyboard")
            } else {
                try write("App/Broken/Legacy\(k).xib", Self.archiveXib)
                summary.broken.append("App/Broken/Legacy\(k).xib")
            }
        }
        return summary
    }

    // MARK: Storyboards

    private mutating func conventionStoryboard(_ name: String, cells: [String], bytesPerScene: Int) -> String {
        let vcID = ibID()
        let table = random.int(below: 6) == 0
        let scene = table
            ? tableScene(vcID: vcID, className: name, identifier: name, cells: pick(cells, 1 + random.int(below: 2)), segues: [],
                         bytesPerScene: bytesPerScene)
            : viewScene(vcID: vcID, className: name, identifier: name, segues: [], container: nil, bytesPerScene: bytesPerScene)
        summary.scenes += 1
        summary.sceneMembers += 1
        return document(initialID: vcID, scenes: scene)
    }

    private struct SegueSpec {
        var destination: String
        var kind: String
        var identifier: String?
    }

    /// A navigation (or tab bar) controller, then view, table and collection scenes linked by segues.
    private mutating func featureStoryboard(_ name: String, scenes count: Int, cells: [String], others: [String],
                                            bytesPerScene: Int, counting: Bool = true) -> String {
        let controllers = (0 ..< count - 1).map { _ in ibID() }
        let rootID = ibID()
        let tabs = count >= 6 && random.int(below: 4) == 0
        var xml = ""
        var identifiers: [String?] = []
        for k in 0 ..< controllers.count {
            // Most scenes have a Storyboard ID; the rest are reached by segues only.
            identifiers.append(k == 0 || random.int(below: 10) < 7 ? "\(name)\(Self.screenWords[k % Self.screenWords.count])\(k / Self.screenWords.count == 0 ? "" : String(k))" : nil)
        }
        // The initial container: a navigation controller with the first scene as root, or a tab bar with several.
        let containerIdentifier: String? = random.int(below: 3) == 0 ? "\(name)Navigation" : nil
        if tabs {
            let tabRoots = Array(controllers.prefix(3))
            xml += containerScene(id: rootID, element: "tabBarController", bar: "tabBar", identifier: containerIdentifier,
                                  relationships: tabRoots.map { ("viewControllers", $0) })
        } else {
            xml += containerScene(id: rootID, element: "navigationController", bar: "navigationBar", identifier: containerIdentifier,
                                  relationships: [("rootViewController", controllers[0])])
        }
        var segueIdentifiers = Set<String>()
        var references: [(id: String, storyboard: String)] = []
        for k in 0 ..< controllers.count {
            var segues: [SegueSpec] = []
            // Forward segues to the next one or two scenes; identifiers on most.
            for step in 1 ... 2 where k + step < controllers.count && (step == 1 || random.int(below: 3) == 0) {
                let verb = random.int(below: 3) == 0 ? "present" : "show"
                let target = identifiers[k + step] ?? "Step\(k + step)"
                let identifier = random.int(below: 10) < 8 ? "\(verb)\(target)" : nil
                segues.append(SegueSpec(destination: controllers[k + step], kind: verb == "present" ? "presentation" : "show", identifier: identifier))
            }
            // A way back, and now and then a jump into another storyboard through a reference.
            if k > 0 && random.int(below: 4) == 0 {
                segues.append(SegueSpec(destination: "exit-\(controllers[k])", kind: "unwind", identifier: "unwindTo\(identifiers[0]!)"))
            }
            if !others.isEmpty && random.int(below: 5) == 0 {
                let reference = ibID()
                let other = others[random.int(below: others.count)]
                references.append((reference, other))
                segues.append(SegueSpec(destination: reference, kind: "show", identifier: "open\(other)"))
            }
            for segue in segues { if let identifier = segue.identifier { segueIdentifiers.insert(identifier) } }
            let className = identifiers[k].map { "\($0)ViewController" } ?? "\(name)Step\(k)ViewController"
            switch random.int(below: 10) {
            case 0 ..< 4:
                xml += tableScene(vcID: controllers[k], className: className, identifier: identifiers[k],
                                  cells: pick(cells, 1 + random.int(below: 3)), segues: segues, bytesPerScene: bytesPerScene, counting: counting)
            case 4 ..< 6:
                xml += collectionScene(vcID: controllers[k], className: className, identifier: identifiers[k],
                                       cells: pick(cells, 1 + random.int(below: 2)), segues: segues, bytesPerScene: bytesPerScene, counting: counting)
            default:
                // A container view embedding a child scene now and then (the child is an extra, unidentified scene).
                var child: String?
                if random.int(below: 4) == 0 {
                    child = ibID()
                    xml += viewScene(vcID: child!, className: "\(className.dropLast("ViewController".count))ChildViewController",
                                     identifier: nil, segues: [], container: nil, bytesPerScene: bytesPerScene / 2)
                    if counting { summary.scenes += 1 }
                }
                xml += viewScene(vcID: controllers[k], className: className, identifier: identifiers[k], segues: segues,
                                 container: child, bytesPerScene: bytesPerScene)
            }
        }
        for reference in references {
            xml += """
                        <!--\(reference.storyboard)-->
                        <scene sceneID="\(ibID())">
                            <objects>
                                <viewControllerPlaceholder storyboardName="\(reference.storyboard)" id="\(reference.id)" sceneMemberID="viewController"/>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="\(ibID())" userLabel="First Responder" sceneMemberID="firstResponder"/>
                            </objects>
                            <point key="canvasLocation" x="\(random.int(below: 3000))" y="\(random.int(below: 2000))"/>
                        </scene>

                """
        }
        if counting {
            summary.scenes += controllers.count + 1
            // The initial container is `initial` (its identifier, if any, is not repeated), plus every identified scene.
            summary.sceneMembers += 1 + identifiers.compactMap { $0 }.count
            summary.segueCases += segueIdentifiers.count
        }
        return document(initialID: rootID, scenes: xml)
    }

    private mutating func containerScene(id: String, element: String, bar: String, identifier: String?,
                                         relationships: [(String, String)]) -> String {
        let segues = relationships.map { relationship, destination in
            "                        <segue destination=\"\(destination)\" kind=\"relationship\" relationship=\"\(relationship)\" id=\"\(ibID())\"/>\n"
        }.joined()
        let storyboardIdentifier = identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
        return """
                    <!--\(element)-->
                    <scene sceneID="\(ibID())">
                        <objects>
                            <\(element)\(storyboardIdentifier) automaticallyAdjustsScrollViewInsets="NO" id="\(id)" sceneMemberID="viewController">
                                <toolbarItems/>
                                <\(bar) key="\(bar)" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="\(ibID())">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </\(bar)>
                                <connections>
            \(segues)                    </connections>
                            </\(element)>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(ibID())" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="-\(random.int(below: 900))" y="\(random.int(below: 900))"/>
                    </scene>

            """
    }

    private mutating func viewScene(vcID: String, className: String, identifier: String?, segues: [SegueSpec], container: String?,
                                    bytesPerScene: Int) -> String {
        let viewID = ibID()
        var content = ""
        var constraints = ""
        var outlets = ""
        if let container {
            let containerID = ibID()
            content += """
                                            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(containerID)">
                                                <rect key="frame" x="16" y="120" width="361" height="240"/>
                                                <connections>
                                                    <segue destination="\(container)" kind="embed" id="\(ibID())"/>
                                                </connections>
                                            </containerView>

                """
            constraints += constraint(containerID, "top", viewID, "top", 120)
        }
        let (fill, fillConstraints, fillOutlets) = decoration(viewID: viewID, vcID: vcID, budget: scaled(bytesPerScene))
        content += fill
        constraints += fillConstraints
        outlets += fillOutlets
        return scene(vcID: vcID, element: "viewController", className: className, identifier: identifier, body: """
                                <view key="view" contentMode="scaleToFill" id="\(viewID)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(content)                        </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(ibID())"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
            \(constraints)                        </constraints>
                                </view>

            """, outlets: outlets, segues: segues)
    }

    private mutating func tableScene(vcID: String, className: String, identifier: String?, cells: [String], segues: [SegueSpec],
                                     bytesPerScene: Int, counting: Bool = true) -> String {
        let tableID = ibID()
        var prototypes = ""
        var budget = scaled(bytesPerScene)
        // The first show segue leaves from the first prototype cell, as a list's detail segue does.
        var remaining = segues
        var cellSegue = segues.firstIndex { $0.kind == "show" }.map { remaining.remove(at: $0) }
        for (k, cell) in cells.enumerated() {
            // Now and then a system cell with a generic identifier, as legacy lists have.
            let system = k == 0 && random.int(below: 5) == 0
            let reuse = system ? "SubtitleCell" : cell
            if counting { summary.reuseIdentifiers.insert(reuse) }
            let cellID = ibID()
            let custom = system ? " style=\"IBUITableViewCellStyleSubtitle\"" : " customClass=\"\(cell)\" customModule=\"App\" customModuleProvider=\"target\""
            let segueXML = cellSegue.map {
                "                                        <connections>\n"
                    + "                                            <segue destination=\"\($0.destination)\" kind=\"\($0.kind)\"\($0.identifier.map { " identifier=\"\($0)\"" } ?? "") id=\"\(ibID())\"/>\n"
                    + "                                        </connections>\n"
            } ?? ""
            cellSegue = nil
            let (labels, used) = cellContent(budget: budget / max(cells.count, 1) / 2)
            budget -= used
            prototypes += """
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(reuse)"\(custom) id="\(cellID)">
                                                <rect key="frame" x="0.0" y="\(50 + 44 * k)" width="393" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(cellID)" id="\(ibID())">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                \(labels)                                        </subviews>
                                                </tableViewCellContentView>
                \(segueXML)                                </tableViewCell>

                """
        }
        // The rest of the budget goes to a header view.
        let headerID = ibID()
        let (fill, fillConstraints, outlets) = decoration(viewID: headerID, vcID: vcID, budget: budget)
        return scene(vcID: vcID, element: "tableViewController", className: className, identifier: identifier, body: """
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="\(tableID)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <view key="tableHeaderView" contentMode="scaleToFill" id="\(headerID)">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <subviews>
            \(fill)                            </subviews>
                                        <constraints>
            \(fillConstraints)                            </constraints>
                                    </view>
                                    <prototypes>
            \(prototypes)                        </prototypes>
                                    <connections>
                                        <outlet property="dataSource" destination="\(vcID)" id="\(ibID())"/>
                                        <outlet property="delegate" destination="\(vcID)" id="\(ibID())"/>
                                    </connections>
                                </tableView>
                                <navigationItem key="navigationItem" title="\(className.dropLast("ViewController".count))" id="\(ibID())"/>

            """, outlets: outlets, segues: remaining)
    }

    private mutating func collectionScene(vcID: String, className: String, identifier: String?, cells: [String], segues: [SegueSpec],
                                          bytesPerScene: Int, counting: Bool = true) -> String {
        let viewID = ibID()
        let collectionID = ibID()
        var items = ""
        var budget = scaled(bytesPerScene)
        for (k, cell) in cells.enumerated() {
            let reuse = "\(cell)Item"
            let itemClass = "\(cell.dropLast("Cell".count))ItemCell"
            if counting { summary.reuseIdentifiers.insert(reuse) }
            let cellID = ibID()
            let (labels, used) = cellContent(budget: budget / max(cells.count, 1) / 2)
            budget -= used
            items += """
                                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="\(reuse)" id="\(cellID)" customClass="\(itemClass)" customModule="App" customModuleProvider="target">
                                                        <rect key="frame" x="\(k * 130)" y="0.0" width="128" height="128"/>
                                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="\(ibID())">
                                                            <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <subviews>
                \(labels)                                                </subviews>
                                                        </collectionViewCellContentView>
                                                        <size key="customSize" width="128" height="128"/>
                                                    </collectionViewCell>

                """
        }
        let (fill, fillConstraints, outlets) = decoration(viewID: viewID, vcID: vcID, budget: budget)
        return scene(vcID: vcID, element: "viewController", className: className, identifier: identifier, body: """
                                <view key="view" contentMode="scaleToFill" id="\(viewID)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="\(collectionID)">
                                            <rect key="frame" x="0.0" y="103" width="393" height="715"/>
                                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                            <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="10" minimumInteritemSpacing="10" id="\(ibID())">
                                                <size key="itemSize" width="128" height="128"/>
                                                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                            </collectionViewFlowLayout>
                                            <cells>
            \(items)                                </cells>
                                            <connections>
                                                <outlet property="dataSource" destination="\(vcID)" id="\(ibID())"/>
                                                <outlet property="delegate" destination="\(vcID)" id="\(ibID())"/>
                                            </connections>
                                        </collectionView>
            \(fill)                        </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(ibID())"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
                                        <constraint firstItem="\(collectionID)" firstAttribute="leading" secondItem="\(viewID)" secondAttribute="leading" id="\(ibID())"/>
            \(fillConstraints)                        </constraints>
                                </view>

            """, outlets: outlets + "                        <outlet property=\"collectionView\" destination=\"\(collectionID)\" id=\"\(ibID())\"/>\n",
            segues: segues)
    }

    /// A scene around a view controller element: its body, outlets, segues, and an Exit placeholder for an unwind.
    private mutating func scene(vcID: String, element: String, className: String, identifier: String?, body: String,
                                outlets: String, segues: [SegueSpec]) -> String {
        var connections = outlets
        var exitXML = ""
        for segue in segues {
            if segue.kind == "unwind" {
                let exitID = ibID()
                exitXML = "                    <exit id=\"\(exitID)\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>\n"
                let action = "\(segue.identifier ?? "unwind"):"
                connections += "                        <segue destination=\"\(exitID)\" kind=\"unwind\" identifier=\"\(segue.identifier ?? "")\" unwindAction=\"\(action)\" id=\"\(ibID())\"/>\n"
            } else {
                let identifier = segue.identifier.map { " identifier=\"\($0)\"" } ?? ""
                connections += "                        <segue destination=\"\(segue.destination)\" kind=\"\(segue.kind)\"\(identifier) id=\"\(ibID())\"/>\n"
            }
        }
        let storyboardIdentifier = identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
        return """
                    <!--\(className)-->
                    <scene sceneID="\(ibID())">
                        <objects>
                            <\(element)\(storyboardIdentifier) id="\(vcID)" customClass="\(className)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            \(body)                    <connections>
            \(connections)                    </connections>
                            </\(element)>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(ibID())" userLabel="First Responder" sceneMemberID="firstResponder"/>
            \(exitXML)            </objects>
                        <point key="canvasLocation" x="\(random.int(below: 3000))" y="\(random.int(below: 2000))"/>
                    </scene>

            """
    }

    private func document(initialID: String, scenes: String) -> String {
        IBDocumentXML.document(.storyboard(initialViewController: initialID),
                               capabilities: [.safeAreaLayoutGuides, .systemColors, .xcode8Format],
                               body: "    <scenes>\n\(scenes)    </scenes>\n", systemColors: [.systemBackground, .secondaryLabel])
    }

    // MARK: Scene content

    /// Labels, buttons, image views, text fields and stack views with their constraints and outlets until `budget`
    /// bytes are written.
    private mutating func decoration(viewID: String, vcID: String, budget: Int) -> (views: String, constraints: String, outlets: String) {
        var views = ""
        var constraints = ""
        var outlets = ""
        var y = 110
        var n = 0
        while views.utf8.count + constraints.utf8.count + outlets.utf8.count < budget {
            let id = ibID()
            let word = Self.outletWords[random.int(below: Self.outletWords.count)]
            switch random.int(below: 6) {
            case 0, 1:
                views += """
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(word.capitalized) \(n)" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                <rect key="frame" x="16" y="\(y)" width="361" height="20.333333333333332"/>
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                <color key="textColor" systemColor="secondaryLabelColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>

                    """
                outlets += "                        <outlet property=\"\(word)Label\(n)\" destination=\"\(id)\" id=\"\(ibID())\"/>\n"
            case 2:
                let actionID = ibID()
                views += """
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                <rect key="frame" x="16" y="\(y)" width="361" height="44"/>
                                                <state key="normal" title="Button"/>
                                                <buttonConfiguration key="configuration" style="filled" title="\(word.capitalized)"/>
                                                <connections>
                                                    <action selector="didTap\(word.capitalized)\(n):" destination="\(vcID)" eventType="touchUpInside" id="\(actionID)"/>
                                                </connections>
                                            </button>

                    """
            case 3:
                views += """
                                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="\(word)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                <rect key="frame" x="16" y="\(y)" width="64" height="64"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" secondItem="\(id)" secondAttribute="height" multiplier="1:1" id="\(ibID())"/>
                                                </constraints>
                                            </imageView>

                    """
                outlets += "                        <outlet property=\"\(word)ImageView\(n)\" destination=\"\(id)\" id=\"\(ibID())\"/>\n"
            case 4:
                views += """
                                            <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="\(word.capitalized)" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                <rect key="frame" x="16" y="\(y)" width="361" height="34"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                <textInputTraits key="textInputTraits" autocorrectionType="no" returnKeyType="next"/>
                                            </textField>

                    """
                outlets += "                        <outlet property=\"\(word)Field\(n)\" destination=\"\(id)\" id=\"\(ibID())\"/>\n"
            default:
                var inner = ""
                for k in 0 ..< 2 + random.int(below: 3) {
                    inner += """
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(word.capitalized) \(k)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(ibID())">
                                                            <rect key="frame" x="0.0" y="\(k * 24).0" width="361" height="20"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>

                        """
                }
                views += """
                                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                <rect key="frame" x="16" y="\(y)" width="361" height="96"/>
                                                <subviews>
                    \(inner)                                </subviews>
                                            </stackView>

                    """
            }
            constraints += constraint(id, "leading", viewID, "leading", 16)
            constraints += constraint(id, "top", viewID, "top", y)
            if random.int(below: 2) == 0 { constraints += constraint(viewID, "trailing", id, "trailing", 16) }
            y += 52
            n += 1
        }
        return (views, constraints, outlets)
    }

    private mutating func cellContent(budget: Int) -> (String, Int) {
        var xml = ""
        var k = 0
        repeat {
            let word = Self.outletWords[random.int(below: Self.outletWords.count)]
            xml += """
                                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(word.capitalized)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(ibID())">
                                                                <rect key="frame" x="20" y="\(4 + 18 * k)" width="353" height="18"/>
                                                                <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                                                                <nil key="textColor"/>
                                                                <nil key="highlightedColor"/>
                                                            </label>

                """
            k += 1
        } while xml.utf8.count < budget && k < 12
        return (xml, xml.utf8.count)
    }

    private func constraint(_ first: String, _ firstAttribute: String, _ second: String, _ secondAttribute: String, _ constant: Int) -> String {
        "                            <constraint firstItem=\"\(first)\" firstAttribute=\"\(firstAttribute)\" secondItem=\"\(second)\" "
            + "secondAttribute=\"\(secondAttribute)\" constant=\"\(constant)\" id=\"\(fakeID(first, firstAttribute, second))\"/>\n"
    }

    // MARK: Xibs

    private mutating func cellXib(_ name: String) -> String {
        let cellID = ibID()
        // Most cells use their class name as reuse identifier (seed 000); some an older one.
        let reuse = random.int(below: 7) == 0 ? "\(name)Identifier" : name
        summary.reuseIdentifiers.insert(reuse)
        let (labels, _) = cellContent(budget: 1_200 + random.int(below: 2_500))
        return xib(objects: """
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(reuse)" id="\(cellID)" customClass="\(name)" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="88"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(cellID)" id="\(ibID())">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="88"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
            \(labels)                </subviews>
                        </tableViewCellContentView>
                        <point key="canvasLocation" x="139" y="20"/>
                    </tableViewCell>

            """, owner: nil)
    }

    private mutating func viewXib(_ name: String) -> String {
        let viewID = ibID()
        let ownerIsClass = random.int(below: 3) == 0
        let (fill, constraints, _) = decoration(viewID: viewID, vcID: ownerIsClass ? "-1" : viewID, budget: 1_500 + random.int(below: 3_000))
        let custom = ownerIsClass ? "" : " customClass=\"\(name)\" customModule=\"App\" customModuleProvider=\"target\""
        var objects = """
                    <view contentMode="scaleToFill"\(custom) id="\(viewID)">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="240"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
            \(fill)            </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
            \(constraints)            </constraints>
                        <point key="canvasLocation" x="139" y="20"/>
                    </view>

            """
        if random.int(below: 12) == 0 {
            // A second root view (an accessory kept beside the main one).
            objects += """
                        <view contentMode="scaleToFill" id="\(ibID())">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>

                """
        }
        return xib(objects: objects, owner: ownerIsClass ? name : nil, ownerView: ownerIsClass ? viewID : nil)
    }

    private mutating func xib(objects: String, owner: String?, ownerView: String? = nil) -> String {
        let ownerClass = owner.map { " customClass=\"\($0)\" customModule=\"App\" customModuleProvider=\"target\"" } ?? ""
        let ownerConnections = ownerView.map {
            "\n            <connections>\n                <outlet property=\"view\" destination=\"\($0)\" id=\"\(ibID())\"/>\n            </connections>\n        </placeholder>"
        }
        let placeholders = """
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(ownerClass)\(ownerConnections.map { ">" + $0 } ?? "/>")
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>

            """
        return IBDocumentXML.document(.xib, capabilities: [.systemColors, .xcode8Format],
                                      body: placeholders + objects + "    </objects>\n", systemColors: [.systemBackground, .secondaryLabel])
    }

    /// The start of an Xcode 3 (IB3) xib: well-formed XML that IBKit refuses as an unsupported format.
    private static let archiveXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        \t<data>
        \t\t<int key="IBDocument.SystemTarget">1056</int>
        \t\t<string key="IBDocument.SystemVersion">10J869</string>
        \t\t<string key="IBDocument.InterfaceBuilderVersion">1306</string>
        \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<object class="IBProxyObject" id="372490531">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        \t\t\t</object>
        \t\t</object>
        \t</data>
        </archive>

        """

    // MARK: Helpers

    private mutating func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let data = Data(text.utf8)
        try data.write(to: URL(fileURLWithPath: path))
        summary.files += 1
        summary.bytes += data.count
    }

    /// A scene's byte budget varies around the mean (0.4–1.6×), as screens do.
    private mutating func scaled(_ bytes: Int) -> Int { bytes * (40 + random.int(below: 121)) / 100 }

    private mutating func pick(_ items: [String], _ count: Int) -> [String] {
        var chosen: [String] = []
        while chosen.count < min(count, items.count) {
            let item = items[random.int(below: items.count)]
            if !chosen.contains(item) { chosen.append(item) }
        }
        return chosen
    }

    /// IB-style object ids (`aB3-dE-fG5`), unique in the project.
    private mutating func ibID() -> String {
        idCounter += 1
        return Self.formatID(UInt64(idCounter) &* 2_654_435_761)
    }

    /// Constraint ids derived from what they join (no extra draw from the generator).
    private func fakeID(_ a: String, _ b: String, _ c: String) -> String {
        var h: UInt64 = 1_469_598_103_934_665_603
        for byte in (a + b + c).utf8 { h = (h ^ UInt64(byte)) &* 1_099_511_628_211 }
        return Self.formatID(h)
    }

    private static let alphabet = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789")

    private static func formatID(_ value: UInt64) -> String {
        var v = value
        var chars: [Character] = []
        for _ in 0 ..< 8 { chars.append(alphabet[Int(v % UInt64(alphabet.count))]); v /= UInt64(alphabet.count) }
        return "\(String(chars[0 ..< 3]))-\(String(chars[3 ..< 5]))-\(String(chars[5 ..< 8]))"
    }

    private static let screenWords = ["List", "Detail", "Edit", "Filter", "Search", "Summary", "Confirm", "Help", "History",
                                      "Share", "Options", "Preview", "Review", "Status", "Intro", "Picker"]
    private static let outletWords = ["title", "subtitle", "name", "price", "date", "avatar", "status", "email", "phone",
                                      "address", "note", "total", "count", "badge", "icon", "message"]
}
