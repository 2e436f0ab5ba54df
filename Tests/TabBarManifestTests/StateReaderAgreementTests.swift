import Foundation
import TabBarKit
import TabBarManifest
import Testing

/// The state file has one reading: `tabbar --restore` (``StateDecoder``) and the Swift
/// `Codable` form (`JSONDecoder`) accept and refuse the same documents, and read the same
/// state from those they accept.
struct StateReaderAgreementTests {
    private static let base =
        #""selection":"search","order":["search","inbox"],"disabled":["inbox"],"hidden":true"#

    /// Documents both readers accept, with what they hold.
    static let accepted: [(json: String, badges: [TabID: TabBadge])] = [
        ("{\(base),\"badges\":{}}", [:]),
        ("{\(base),\"badges\":{\"inbox\":\"3\",\"search\":{\"dot\":true}}}", ["inbox": "3", "search": .dot]),
        // Keys it does not know are ignored, at the top and in a badge object.
        ("{\(base),\"badges\":{\"archives\":{\"dot\":true,\"x\":1}}}", ["archives": .dot]),
        ("{\(base),\"badges\":{},\"pinned\":[\"inbox\"],\"version\":2}", [:]),
        // None: `{"dot": false}` and `null`.
        ("{\(base),\"badges\":{\"archives\":{\"dot\":false},\"inbox\":null}}", [:]),
        // A printed line, saved as it is.
        ("{\(base),\"badges\":{},\"kind\":\"state\",\"t\":1.5}", [:]),
        ("{\(base),\"badges\":{},\"kind\":null,\"t\":null}", [:]),
        // A byte order mark.
        ("\u{FEFF}{\(base),\"badges\":{}}", [:]),
    ]

    /// Documents both readers refuse: each value they know is spelled exactly.
    static let refused = [
        "{\(base),\"badges\":{},\"kind\":\"State\"}",
        "{\(base),\"badges\":{},\"kind\":\"display\"}",
        "{\(base),\"badges\":{},\"t\":\"1\"}",
        "{\(base),\"badges\":{\"inbox\":5}}",
        "{\(base),\"badges\":{\"inbox\":{}}}",
        "{\(base),\"badges\":{\"inbox\":{\"dot\":\"true\"}}}",
        "{\(base),\"badges\":{\"inbox\":{\"dot\":null}}}",
        "{\(base),\"badges\":[]}",
        #"{"selection":"search","order":[],"badges":{},"disabled":[]}"#,
        #"{"selection":"search","order":[],"badges":{},"disabled":[],"hidden":"true"}"#,
        #"{"selection":"search","order":[],"badges":{},"disabled":[],"hidden":null}"#,
        #"{"selection":5,"order":[],"badges":{},"disabled":[],"hidden":false}"#,
        #"{"selection":"search","order":["a",1],"badges":{},"disabled":[],"hidden":false}"#,
        "[]",
    ]

    private func cli(_ json: String) -> TabBarState? {
        try? StateDecoder.decode(Array(json.utf8), path: "state.json")
    }

    private func codable(_ json: String) -> TabBarState? {
        try? JSONDecoder().decode(TabBarState.self, from: Data(json.utf8))
    }

    @Test(arguments: accepted.indices)
    func bothReaders_acceptTheSameDocument_andReadTheSameState(_ index: Int) throws {
        let (json, badges) = Self.accepted[index]
        let expected = TabBarState(
            selection: .tab("search"), order: ["search", "inbox"], badges: badges, disabled: ["inbox"],
            hidden: true)
        #expect(cli(json) == expected, "tabbar: \(json)")
        #expect(codable(json) == expected, "Codable: \(json)")
    }

    @Test(arguments: refused)
    func bothReaders_refuseTheSameDocument(_ json: String) {
        #expect(cli(json) == nil, "tabbar accepted \(json)")
        #expect(codable(json) == nil, "Codable accepted \(json)")
    }
}
