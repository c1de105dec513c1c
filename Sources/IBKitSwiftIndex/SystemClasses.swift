/// The committed table of system classes IB files use: their superclasses, outlets and action selectors.
/// Extended as checks meet real projects; a class missing here makes the checks say "cannot tell", never
/// "not found".
public enum SystemClasses {
    public static let table: [String: SystemClass] = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })

    static let entries: [SystemClass] = [
        SystemClass(name: "NSObject", superclass: nil),
        SystemClass(name: "UIResponder", superclass: "NSObject",
                    actions: ["copy:", "cut:", "paste:", "select:", "selectAll:", "delete:"]),
        SystemClass(name: "UIViewController", superclass: "UIResponder", outlets: ["view"]),
        SystemClass(name: "UIView", superclass: "UIResponder"),
    ]
}
