import TabBarKit

/// The manifest `tabbar` uses when none is given: six tabs with animated icons, so that both
/// designs show — the wave with its circle, the icon inputs, and a More slot (five visible).
///
/// ```swift
/// let configuration = try DemoManifest.configuration()
/// ```
public enum DemoManifest {
    /// The name diagnostics use for the embedded manifest.
    public static let path = "<demo manifest>"

    /// The manifest's JSON text.
    public static let json = """
        {
          "tabs": [
        \(tabs.map(tabJSON).joined(separator: ",\n"))
          ],
          "maxVisible": 5,
          "initial": "lessons",
          "layout": {"width": 390, "orientation": "portrait", "direction": "ltr"},
          "theme": "light",
          "tapPolicy": "defer"
        }

        """

    private typealias DemoTab = (id: String, title: String, icon: String, badge: String?)

    /// The six tabs; each animates its icon's artboard of `animated-icons` the same way.
    private static let tabs: [DemoTab] = [
        ("lessons", "Lessons", "academic-cap", nil),
        ("archives", "Archives", "archive-box", "3"),
        ("search", "Search", "magnifyingglass", nil),
        ("inbox", "Inbox", "bell", nil),
        ("profile", "Profile", "person", nil),
        ("settings", "Settings", "gear", nil),
    ]

    /// One entry of the `tabs` array, as three lines of `json`.
    private static func tabJSON(_ tab: DemoTab) -> String {
        let badge = tab.badge.map { ", \"badge\": \"\($0)\"" } ?? ""
        return """
                {"id": "\(tab.id)", "title": "\(tab.title)", "icon": "\(tab.icon)"\(badge),
                 "animation": {"file": "animated-icons", "artboard": "\(tab.icon)",
                               "stateMachine": "State Machine 1", "input": "hover", "duration": 1.5}}
            """
    }

    /// The decoded, validated demo configuration.
    ///
    /// - Throws: never in practice (tests decode it); typed so callers need no `try!`.
    public static func configuration() throws(ManifestError) -> TabBarConfiguration {
        try ManifestDecoder.decode(json.utf8, path: path)
    }
}
