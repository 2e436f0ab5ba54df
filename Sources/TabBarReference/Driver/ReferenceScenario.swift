import TabBarKit
import TabBarRendering

/// A configuration and the events played against it, after the initial load.
public struct ReferenceScenario: Equatable, Sendable {
    /// The starting configuration (always valid).
    public var configuration: TabBarConfiguration
    /// The events, in order.
    public var events: [ReferenceEvent]
    /// Whether the presenter is given what `tabbar` reads rather than the values themselves: the
    /// configuration as `TabBarManifest` reads ``manifest``, and each restored state as it reads
    /// ``stateFile(_:)`` (`--restore FILE`, `restore FILE`). The reference model always takes the
    /// values, so a file read differently from the same value set through the API diverges.
    public var readsFiles: Bool

    /// Creates a scenario.
    public init(configuration: TabBarConfiguration, events: [ReferenceEvent], readsFiles: Bool = false) {
        self.configuration = configuration
        self.events = events
        self.readsFiles = readsFiles
    }

    /// The configuration as a `tabs.json` manifest (the format `TabBarManifest` reads), on one line.
    public var manifest: String {
        let tabs = configuration.tabs.map { tab in
            var fields = [
                "\"id\":\"\(tab.id)\"", "\"title\":" + Self.jsonString(tab.title), "\"icon\":\"\(tab.icon)\"",
            ]
            if let selectedIcon = tab.selectedIcon { fields.append("\"selectedIcon\":\"\(selectedIcon)\"") }
            if tab.badge == .dot {
                fields.append("\"badge\":{\"dot\":true}")
            } else if let badge = tab.badge {
                fields.append("\"badge\":" + Self.jsonString(badge.written))
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

    /// A state as a state file (what `tabbar --restore FILE` and the script's `restore FILE`
    /// read), on one line: badges in id order, a dot as `{"dot": true}`; an id of `order` without
    /// a badge is written, every other time, as `{"dot": false}`, which means none as well.
    public static func stateFile(_ state: TabBarState) -> String {
        var badges: [String] = []
        for id in state.badges.keys.sorted() {
            guard let badge = state.badges[id] else { continue }
            badges.append("\"\(id)\":" + (badge == .dot ? "{\"dot\":true}" : Self.jsonString(badge.written)))
        }
        var unbadged = Set<TabID>()
        for (index, id) in state.order.enumerated()
        where index.isMultiple(of: 2) && state.badges[id] == nil && unbadged.insert(id).inserted {
            badges.append("\"\(id)\":{\"dot\":false}")
        }
        let ids = { (ids: [TabID]) in "[" + ids.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
        return "{\"selection\":\"\(state.selection)\",\"order\":\(ids(state.order)),\"badges\":{"
            + badges.joined(separator: ",")
            + "},\"disabled\":\(ids(state.disabled)),\"hidden\":\(state.hidden)}"
    }

    /// `text` as a JSON string: quotes, backslashes and controls escaped, so that a title or a
    /// badge holding them (the generator's lookalikes) is read back as written.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The states the events restore, in order, each with the file name the script gives it.
    var stateFiles: [(name: String, state: TabBarState)] {
        var files: [(name: String, state: TabBarState)] = []
        for event in events {
            if case .restore(let state) = event { files.append(("state\(files.count + 1).json", state)) }
        }
        return files
    }

    /// The events as a `tabbar` script, one command per line; a restored state is
    /// `restore stateN.json` (N counting from 1), the file ``reproduction`` writes.
    public var script: String {
        var restores = 0
        return events.map { event in
            guard case .restore = event else { return event.scriptLine }
            restores += 1
            return "restore state\(restores).json"
        }.joined(separator: "\n")
    }

    /// The manifest, the state files, the command and the script that reproduce the scenario.
    public var reproduction: String {
        let states = stateFiles.map { "cat > \($0.name) <<'JSON'\n\(Self.stateFile($0.state))\nJSON\n" }
        return """
            cat > repro.json <<'JSON'
            \(manifest)
            JSON
            \(states.joined())tabbar --renderer json --manifest repro.json --script-file - <<'SCRIPT'
            \(script)
            SCRIPT
            """
    }
}
