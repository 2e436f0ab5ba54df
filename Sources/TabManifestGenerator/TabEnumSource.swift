import TabBarKit

/// Writes the Swift source of the typed `Tab` enum and its configuration for a manifest.
enum TabEnumSource {
    /// Problems that stop generation: two ids that become the same case name.
    struct CaseNameClash: Error {
        /// The ids that clash.
        let ids: [String]
        /// The shared case name.
        let name: String
    }

    /// The source for `configuration`, read from `manifestName`.
    static func make(for configuration: TabBarConfiguration, manifestName: String) throws(CaseNameClash)
        -> String
    {
        var names: [String: String] = [:]
        for tab in configuration.tabs {
            let name = SwiftIdentifier.caseName(for: tab.id.rawValue)
            if let other = names[name] { throw CaseNameClash(ids: [other, tab.id.rawValue], name: name) }
            names[name] = tab.id.rawValue
        }
        let tabs = configuration.tabs
        func caseName(_ tab: TabBarKit.Tab) -> String { SwiftIdentifier.caseName(for: tab.id.rawValue) }
        func property(_ type: String, _ name: String, doc: String, _ value: (TabBarKit.Tab) -> String)
            -> String
        {
            let cases = tabs.map { "        case .\(caseName($0)): \(value($0))" }.joined(separator: "\n")
            return """
                    /// \(doc)
                    var \(name): \(type) {
                        switch self {
                \(cases)
                        }
                    }

                """
        }
        let caseLines = tabs.map { tab in
            "    /// \(tab.title.replacingNewlines)\n    case \(caseName(tab)) = \(SwiftLiteral.string(tab.id.rawValue))"
        }.joined(separator: "\n")
        let animation: (TabBarKit.Tab) -> String = { tab in
            guard let animation = tab.animation else { return "nil" }
            return "IconAnimation(file: \(SwiftLiteral.optionalString(animation.file)), "
                + "artboard: \(SwiftLiteral.optionalString(animation.artboard)), "
                + "stateMachine: \(SwiftLiteral.optionalString(animation.stateMachine)), "
                + "input: \(SwiftLiteral.string(animation.input)), "
                + "duration: \(SwiftLiteral.duration(animation.duration))"
                + (animation.selectedInput.map { ", selectedInput: \(SwiftLiteral.string($0))" } ?? "")
                + (animation.tapTrigger.map { ", tapTrigger: \(SwiftLiteral.string($0))" } ?? "")
                + (animation.badgeInput.map { ", badgeInput: \(SwiftLiteral.string($0))" } ?? "") + ")"
        }
        let layout = configuration.layout
        let initial =
            configuration.initial.map { "Tab.\(SwiftIdentifier.caseName(for: $0.rawValue)).id" } ?? "nil"
        let policy = configuration.tapPolicy == .defer ? "`defer`" : configuration.tapPolicy.rawValue
        // The behaviour contract, section 7: dot badges and the label, badge-limit and reordering
        // settings, written only when a manifest uses them (so that other manifests generate as before).
        let hasDots = tabs.contains { $0.badgeValue == .dot }
        let dotProperty =
            hasDots
            ? property("Bool", "hasDotBadge", doc: "Whether the tab starts with a dot badge.") {
                $0.badgeValue == .dot ? "true" : "false"
            } : ""
        let tabBody =
            hasDots
            ? """
                    var tab = TabBarKit.Tab(
                        id: id, title: title, icon: icon, selectedIcon: selectedIcon, badge: badge,
                        isEnabled: isEnabled, animation: animation)
                    if hasDotBadge { tab.badgeValue = .dot }
                    return tab
            """
            : """
                    TabBarKit.Tab(
                        id: id, title: title, icon: icon, selectedIcon: selectedIcon, badge: badge,
                        isEnabled: isEnabled, animation: animation)
            """
        var settings: [String] = []
        if configuration.labels != .always {
            settings.append("configuration.labels = .\(configuration.labels.rawValue)")
        }
        if configuration.badgeLimit != TabBarConfiguration.defaultBadgeLimit {
            settings.append("configuration.badgeLimit = \(configuration.badgeLimit)")
        }
        if !configuration.customizable { settings.append("configuration.customizable = false") }
        let made = """
            TabBarConfiguration(
                        tabs: allCases.map(\\.tab), maxVisible: \(configuration.maxVisible), initial: \(initial),
                        layout: TabBarLayout(
                            width: \(SwiftLiteral.double(layout.width)), orientation: .\(layout.orientation.rawValue),
                            direction: .\(layout.direction.rawValue)),
                        theme: .\(configuration.theme.rawValue), tapPolicy: .\(policy), reduceMotion: \(configuration.reduceMotion))
            """
        let configurationBody =
            settings.isEmpty
            ? "        \(made)"
            : "        var configuration = \(made)\n"
                + settings.map { "        \($0)\n" }.joined() + "        return configuration"
        return """
            // Generated by TabManifestPlugin from \(manifestName). Do not edit: change the manifest.

            import TabBarKit

            /// The tabs declared in `\(manifestName)`.
            enum Tab: String, CaseIterable, Sendable {
            \(caseLines)

                /// The tab's id.
                var id: TabID { TabID(rawValue: rawValue) }

            \(property("String", "title", doc: "The tab's title.") { SwiftLiteral.string($0.title) })\
            \(property("String", "icon", doc: "The tab's icon symbol.") { SwiftLiteral.string($0.icon) })\
            \(property("String", "selectedIcon", doc: "The icon in the floating circle while selected.") { SwiftLiteral.string($0.circleIcon) })\
            \(property("String?", "badge", doc: "The tab's initial badge.") { SwiftLiteral.optionalString($0.badge) })\
            \(property("Bool", "isEnabled", doc: "Whether the tab starts enabled.") { $0.isEnabled ? "true" : "false" })\
            \(property("IconAnimation?", "animation", doc: "The tab's animated icon, if any.", animation))\
            \(dotProperty)\
                /// The tab as TabBarKit's model value.
                var tab: TabBarKit.Tab {
            \(tabBody)
                }

                /// The whole configuration the manifest describes.
                static var configuration: TabBarConfiguration {
            \(configurationBody)
                }
            }

            """
    }
}

extension String {
    fileprivate var replacingNewlines: String {
        String(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    }
}
