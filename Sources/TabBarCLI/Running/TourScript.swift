import TabBarKit

/// The built-in tour `tabbar` plays when it has no script and no terminal to be live in:
/// taps, a re-tap, a More pick, a resize and a theme change, written for the tabs at hand.
public enum TourScript {
    /// The tour's script text for `configuration`'s tabs (so a custom manifest gets a tour
    /// of its own tabs).
    ///
    /// ```swift
    /// TourScript.text(for: configuration)  // "wait 0.5\ntap archives\nwait 1.6\n…"
    /// ```
    public static func text(for configuration: TabBarConfiguration) -> String {
        let tabs = configuration.tabs.filter(\.isEnabled)
        let hasMore = configuration.tabs.count > configuration.maxVisible
        let slotted =
            hasMore ? Array(configuration.tabs.prefix(configuration.maxVisible - 1)) : configuration.tabs
        let slottedEnabled = slotted.filter(\.isEnabled)
        let overflow =
            hasMore ? configuration.tabs.dropFirst(configuration.maxVisible - 1).filter(\.isEnabled) : []
        let initial = configuration.initial ?? tabs.first?.id
        let others = slottedEnabled.map(\.id).filter { $0 != initial }

        var lines = ["# tabbar's tour", "wait 0.5"]
        if let first = others.first {
            lines += [
                "# a tap on another tab: the wave slides, the circle sinks and rises", "tap \(first)",
                "wait 1.6",
            ]
        }
        if others.count > 1 {
            lines += [
                "tap \(others[1])", "wait 0.6", "# a re-tap on the selected tab", "tap \(others[1])",
                "wait 1.6",
            ]
        } else if let first = others.first {
            lines += ["# a re-tap on the selected tab", "tap \(first)", "wait 1.6"]
        }
        if let pick = overflow.first {
            lines += [
                "# the More list, then a pick from it", "tap more", "wait 0.6", "pick \(pick.id)", "wait 1.6",
            ]
        }
        let layout = configuration.layout
        let turned: Orientation = layout.orientation == .portrait ? .landscape : .portrait
        let theme: Theme = configuration.theme == .light ? .dark : .light
        lines += [
            "# the device turns", "resize \(wholeOrDecimal(turnedWidth(layout.width))) \(turned.rawValue)",
            "wait 0.5",
            "theme \(theme.rawValue)", "wait 0.5",
        ]
        if let initial, others.first != nil {
            lines += ["tap \(initial)", "wait 1.6"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The width after the device turns: 1.8 times wider, or, when that would not be a finite
    /// number (any width above `Double.greatestFiniteMagnitude / 1.8` is valid), 1.8 times
    /// narrower.
    static func turnedWidth(_ width: Double) -> Double {
        width <= Double.greatestFiniteMagnitude / 1.8 ? width * 1.8 : width / 1.8
    }

    private static func wholeOrDecimal(_ value: Double) -> String {
        let rounded = value.rounded()
        return rounded == value && abs(rounded) < 1e15 ? String(Int(rounded)) : String(value)
    }
}
