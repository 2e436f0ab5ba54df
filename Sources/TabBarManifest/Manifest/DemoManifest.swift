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
            {"id": "lessons", "title": "Lessons", "icon": "academic-cap",
             "animation": {"file": "animated-icons", "artboard": "academic-cap",
                           "stateMachine": "State Machine 1", "input": "hover", "duration": 1.5}},
            {"id": "archives", "title": "Archives", "icon": "archive-box", "badge": "3",
             "animation": {"file": "animated-icons", "artboard": "archive-box",
                           "stateMachine": "State Machine 1", "input": "hover", "duration": 1.5}},
            {"id": "search", "title": "Search", "icon": "magnifyingglass",
             "animation": {"file": "animated-icons", "artboard": "magnifyingglass",
                           "stateMachine": "State Machine 1", "input": "hover", "duration": 1.5}},
            {"id": "inbox", "title": "Inbox", "icon": "bell",
             "animation": {"file": "animated-icons", "artboard": "bell",
                           "stateMachine": "State Machine 1", "input": "hover", "duration": 1.5}},
            {"id": "profile", "title": "Profile", "icon": "person",
             "animation": {"file": "animated-icons", "artboard": "person",
                           "stateMachine": "State Machine 1", "input": "hover", "duration": 1.5}},
            {"id": "settings", "title": "Settings", "icon": "gear",
             "animation": {"file": "animated-icons", "artboard": "gear",
                           "stateMachine": "State Machine 1", "input": "hover", "duration": 1.5}}
          ],
          "maxVisible": 5,
          "initial": "lessons",
          "layout": {"width": 390, "orientation": "portrait", "direction": "ltr"},
          "theme": "light",
          "tapPolicy": "defer"
        }

        """

    /// The decoded, validated demo configuration.
    ///
    /// - Throws: never in practice (tests decode it); typed so callers need no `try!`.
    public static func configuration() throws(ManifestError) -> TabBarConfiguration {
        try ManifestDecoder.decode(json.utf8, path: path)
    }
}
