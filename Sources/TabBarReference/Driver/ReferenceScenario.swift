import TabBarKit
import TabBarRendering

/// A configuration and the events played against it, after the initial load.
public struct ReferenceScenario: Equatable, Sendable {
    /// The starting configuration (always valid).
    public var configuration: TabBarConfiguration
    /// The events, in order.
    public var events: [ReferenceEvent]

    /// Creates a scenario.
    public init(configuration: TabBarConfiguration, events: [ReferenceEvent]) {
        self.configuration = configuration
        self.events = events
    }

    /// The configuration as a `tabs.json` manifest (the format `TabBarManifest` reads), on one line.
    public var manifest: String {
        let tabs = configuration.tabs.map { tab in
            var fields = ["\"id\":\"\(tab.id)\"", "\"title\":\"\(tab.title)\"", "\"icon\":\"\(tab.icon)\""]
            if let selectedIcon = tab.selectedIcon { fields.append("\"selectedIcon\":\"\(selectedIcon)\"") }
            if tab.badge == .dot {
                fields.append("\"badge\":{\"dot\":true}")
            } else if let badge = tab.badge {
                fields.append("\"badge\":\"\(badge.written)\"")
            }
            if !tab.isEnabled { fields.append("\"enabled\":false") }
            if let animation = tab.animation {
                let milliseconds =
                    animation.duration.components.seconds * 1000
                    + animation.duration.components.attoseconds / 1_000_000_000_000_000
                var keys = ["\"duration\":\(DecimalText.seconds(milliseconds: milliseconds))"]
                if animation.input != IconAnimation.defaultInput {
                    keys.append("\"input\":\"\(animation.input)\"")
                }
                if let name = animation.selectedInput { keys.append("\"selectedInput\":\"\(name)\"") }
                if let name = animation.tapTrigger { keys.append("\"tapTrigger\":\"\(name)\"") }
                if let name = animation.badgeInput { keys.append("\"badgeInput\":\"\(name)\"") }
                fields.append("\"animation\":{" + keys.joined(separator: ",") + "}")
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
        let layout = configuration.layout
        var fields = [
            "\"tabs\":[" + tabs.joined(separator: ",") + "]", "\"maxVisible\":\(configuration.maxVisible)",
        ]
        if let initial = configuration.initial { fields.append("\"initial\":\"\(initial)\"") }
        fields.append(
            "\"layout\":{\"width\":\(DecimalText.number(layout.width)),\"orientation\":\"\(layout.orientation.rawValue)\",\"direction\":\"\(layout.direction.rawValue)\"}"
        )
        fields.append("\"theme\":\"\(configuration.theme.rawValue)\"")
        fields.append("\"tapPolicy\":\"\(configuration.tapPolicy.rawValue)\"")
        if configuration.reduceMotion { fields.append("\"reduceMotion\":true") }
        if configuration.labels != .always {
            fields.append("\"labels\":\"\(configuration.labels.rawValue)\"")
        }
        if configuration.badgeLimit != TabBarConfiguration.defaultBadgeLimit {
            fields.append("\"badgeLimit\":\(configuration.badgeLimit)")
        }
        if !configuration.customizable { fields.append("\"customizable\":false") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The events as a `tabbar` script, one command per line.
    public var script: String { events.map(\.scriptLine).joined(separator: "\n") }

    /// The manifest, the command and the script that reproduce the scenario.
    public var reproduction: String {
        """
        cat > repro.json <<'JSON'
        \(manifest)
        JSON
        tabbar --renderer json --manifest repro.json --script-file - <<'SCRIPT'
        \(script)
        SCRIPT
        """
    }
}
