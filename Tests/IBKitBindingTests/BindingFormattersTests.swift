import Foundation
import IBKitBinding
import Testing

@MainActor struct BindingFormattersTests {
    let formatters = BindingFormatters(locale: Locale(identifier: "en_US"))

    @Test func numbersAndDatesInTheGivenLocale() throws {
        #expect(try formatters.text(of: 1234.5, formatter: "decimal") == "1,234.5")
        #expect(try formatters.text(of: 3, formatter: "integer") == "3")
        #expect(try formatters.text(of: Float(0.25), formatter: "percent") == "25%")
        #expect(try formatters.text(of: 9.99, formatter: "currency") == "$9.99")
        let date = Date(timeIntervalSince1970: 0)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let text = try formatters.text(of: date, formatter: "date") ?? ""
        #expect(text.contains("19")) // Dec 31, 1969 or Jan 1, 1970 by time zone
        #expect(try formatters.text(of: "not a date", formatter: "date") == nil)
    }

    @Test func anAbsentOptionalShowsNothing() throws {
        let missing: Double? = nil
        #expect(try formatters.text(of: missing as Any, formatter: "decimal") == nil)
        let present: Double? = 2
        #expect(try formatters.text(of: present as Any, formatter: "decimal") == "2")
    }

    @Test func appsAddTheirOwnAndUnknownNamesSayHow() throws {
        formatters.register("stars") { ($0 as? Int).map { String(repeating: "★", count: $0) } }
        #expect(try formatters.text(of: 3, formatter: "stars") == "★★★")
        #expect {
            try formatters.text(of: 1, formatter: "yen")
        } throws: { error in
            (error as? BindingFormatterError)?.description.contains(#"register("yen")"#) == true
        }
        #expect(Set(BindingFormatters.builtInNames).isSubset(of: Set(formatters.names)))
    }
}
