import IBKitBinding
import Testing

struct BindingConversionTests {
    private func resolve(_ key: String, _ type: String, _ kind: BoundViewKind) throws -> Result<BindingConversion, BindingMismatch> {
        BindingConversion.resolve(try BindingKey(parsing: key), BindingValueType(typeName: type), kind)
    }

    @Test(arguments: [
        ("title", "String", BoundViewKind.label, BindingConversion.text),
        ("title", "String?", .button, .text),
        ("title", "Optional<String>", .textView, .text),
        ("thumbnail", "UIImage?", .imageView, .image),
        ("thumbnailName", "String", .imageView, .imageNamed),
        ("isFavorite", "Bool", .toggle, .isOn),
        ("!isFavorite", "Bool", .toggle, .isOn),
        ("!isPublished", "Bool", .label, .isHidden),
        ("isPublished", "Bool", .view, .isHidden),
        ("rating", "Float", .slider, .fraction),
        ("progress", "Double", .progressView, .fraction),
        ("count", "Int", .stepper, .stepperValue),
        ("takenAt | date", "Date?", .label, .formattedText),
        ("price | currency", "Swift.Double", .textField, .formattedText),
    ])
    func allowed(key: String, type: String, kind: BoundViewKind, expected: BindingConversion) throws {
        #expect(try resolve(key, type, kind) == .success(expected))
    }

    @Test(arguments: [
        ("takenAt", "Date", BoundViewKind.label, "name a formatter (`takenAt | date`)"),
        ("count", "Int", .label, "name a formatter (`count | decimal`)"),
        ("author", "Author", .label, "bind one of its properties (`author.…`)"),
        ("!title", "String", .label, "`!` negates a Bool"),
        ("price | currency", "Double", .imageView, "a UIImageView shows no text"),
        ("title", "String", .slider, "a UISlider cannot show a String"),
    ])
    func refused(key: String, type: String, kind: BoundViewKind, reason: String) throws {
        guard case .failure(let mismatch) = try resolve(key, type, kind) else {
            Issue.record("\(key): \(type) on \(kind) was allowed")
            return
        }
        #expect(mismatch.reason.contains(reason), "\(mismatch.reason)")
    }

    @Test func visibilityAndSwitchStateWithNegation() {
        #expect(BindingConversion.isHidden(true, negated: false) == false)
        #expect(BindingConversion.isHidden(false, negated: false) == true)
        #expect(BindingConversion.isHidden(true, negated: true) == true)
        #expect(BindingConversion.isHidden(nil, negated: false) == true && BindingConversion.isHidden(nil, negated: true) == false)
        #expect(BindingConversion.isOn(true, negated: true) == false && BindingConversion.isOn(nil, negated: false) == false)
    }

    @Test func usualConversionsWhenTheTypeIsUnknown() throws {
        #expect(BindingConversion.usual(for: try BindingKey(parsing: "x"), .label) == .text)
        #expect(BindingConversion.usual(for: try BindingKey(parsing: "!x"), .label) == .isHidden)
        #expect(BindingConversion.usual(for: try BindingKey(parsing: "!x"), .toggle) == .isOn)
        #expect(BindingConversion.usual(for: try BindingKey(parsing: "x | date"), .button) == .formattedText)
        #expect(BindingConversion.usual(for: try BindingKey(parsing: "x"), .view) == .isHidden)
    }

    @Test func viewKindsFromIBElementsAndClasses() {
        #expect(BoundViewKind(elementName: "switch") == .toggle)
        #expect(BoundViewKind(elementName: "stackView") == .view)
        #expect(BoundViewKind(className: "UIProgressView") == .progressView)
        #expect(BoundViewKind(className: "PhotoCell") == nil)
    }
}
