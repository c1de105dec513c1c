struct Photo: Decodable {
    var name: String
    var area: String
    var body: String
}
