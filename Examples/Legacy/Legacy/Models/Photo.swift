struct Photo {
    var name: String
    var area: String
    var body: String
}
