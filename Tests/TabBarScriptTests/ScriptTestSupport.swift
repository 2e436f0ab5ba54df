import TabBarKit
import TabBarScript
import Testing

/// Six tabs, five visible (so `settings` is listed under More); `lessons` and `archives` are
/// animated, `inbox` is disabled.
func makeConfiguration(maxVisible: Int = 5) -> TabBarConfiguration {
    TabBarConfiguration(
        tabs: [
            Tab(id: "lessons", title: "Lessons", icon: "academic-cap", animation: IconAnimation()),
            Tab(
                id: "archives", title: "Archives", icon: "archive-box", badge: "3", animation: IconAnimation()
            ),
            Tab(id: "search", title: "Search", icon: "magnifyingglass"),
            Tab(id: "inbox", title: "Inbox", icon: "bell", isEnabled: false),
            Tab(id: "profile", title: "Profile", icon: "person"),
            Tab(id: "settings", title: "Settings", icon: "gear"),
        ], maxVisible: maxVisible)
}

/// The error parsing `text` throws, recording an issue when it parses.
func parsingError(
    _ text: String, source: String = "script", sourceLocation: SourceLocation = #_sourceLocation
) -> String? {
    do {
        let script = try ScriptParser.parse(text, source: source, configuration: makeConfiguration())
        Issue.record("Expected an error, parsed \(script.commands)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error.description
    }
}
