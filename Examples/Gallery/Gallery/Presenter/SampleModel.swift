/// What the seed 002 screen's table shows.
struct SampleModel: Sendable, Hashable {
    let title: String
    let subTitle: String

    static func sampleList() -> [SampleModel] {
        [
            SampleModel(title: "A_title", subTitle: "A_subTitle"),
            SampleModel(title: "B_title", subTitle: "B_subTitle"),
            SampleModel(title: "C_title", subTitle: "C_subTitle"),
        ]
    }
}
