@testable import IBKitSwiftIndex
import Testing

/// Only the type's own member counts, read where the type's bodies are; each read is classified by what a nil
/// does there.
@Suite struct MemberUsesTests {
    @Test func classifiesTheTypesOwnReads() {
        let source = """
            final class Card: UIView {
                @IBOutlet weak var label: UILabel! { didSet { label.text = "" } }
                func a() { label.text = "x" }
                func b() { label?.text = "x"; if label != nil {}; _ = label ?? UILabel() }
                func c(label: UILabel) { label.text = "parameter" }
                func d() { let label = UILabel(); label.text = "local" }
                func e(other: Card) { other.label.text = "another value" }
                func f() { self.label = UILabel(); self.label!.text = "" }
                func g() { guard let label else { return }; _ = label }
            }
            extension Card { func h() { label.isHidden = true } }
            final class Other { var label: UILabel!; func i() { label.text = "" } }
            """
        let uses = MemberUses.uses(of: "label", inTypes: ["Card"], source: Array(source.utf8), path: "C.swift")
        #expect(uses.map { "\($0.position.line):\($0.kind)" } == [
            "3:unsafe", "4:safe", "4:safe", "4:safe", "8:assigned", "8:forced", "9:safe", "11:unsafe",
        ])
    }
}
