
/// IB snippets shared by the checks' examples.
enum Snippet {
    static let filesOwnerNone = #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#
    static let firstResponder = #"<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>"#

    /// A File's Owner of the class (module inherited from the target).
    static func filesOwner(_ customClass: String, marked: Bool = false, connections: String = "") -> String {
        let open = #"\#(marked ? "↓" : "")<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\#(customClass)" customModuleProvider="target""#
        return connections.isEmpty ? open + "/>" : open + ">\n<connections>\n\(connections)\n</connections>\n</placeholder>"
    }

    /// A top-level (or nested) view, optionally of a custom class, with connections and extra children.
    static func view(id: String, customClass: String? = nil, element: String = "view", marked: Bool = false,
                     attributes: String = "", connections: String = "", children: String = "") -> String {
        let cls = customClass.map { #" customClass="\#($0)" customModuleProvider="target""# } ?? ""
        var body = #"<rect key="frame" x="0.0" y="0.0" width="320" height="44"/>"#
        if !children.isEmpty { body += "\n" + children }
        if !connections.isEmpty { body += "\n<connections>\n\(connections)\n</connections>" }
        return #"\#(marked ? "↓" : "")<\#(element) contentMode="scaleToFill" id="\#(id)"\#(cls)\#(attributes)>"# + "\n\(body)\n</\(element)>"
    }

    static func outlet(_ property: String, _ destination: String, id: String, marked: Bool = false) -> String {
        #"\#(marked ? "↓" : "")<outlet property="\#(property)" destination="\#(destination)" id="\#(id)"/>"#
    }

    static func action(_ selector: String, _ destination: String, id: String, marked: Bool = false) -> String {
        #"\#(marked ? "↓" : "")<action selector="\#(selector)" destination="\#(destination)" eventType="touchUpInside" id="\#(id)"/>"#
    }
}
