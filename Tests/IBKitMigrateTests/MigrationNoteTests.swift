import Testing
@testable import IBKitMigrate

struct MigrationNoteTests {
    @Test func notesSortByStepThenKindThenPlace() {
        let notes = [
            MigrationNote(.change, .files, at: "A.storyboard", "renamed"),
            MigrationNote(.human, .identifiers, at: "B.swift:3:1", "left"),
            MigrationNote(.change, .identifiers, at: "C.storyboard:9:5", "set"),
            MigrationNote(.change, .identifiers, at: "A.storyboard:2:5", "set"),
        ].sorted()
        #expect(notes.map(\.place) == ["A.storyboard:2:5", "C.storyboard:9:5", "B.swift:3:1", "A.storyboard"])
    }
}
