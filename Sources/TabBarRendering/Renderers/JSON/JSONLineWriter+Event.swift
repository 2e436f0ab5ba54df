import TabBarKit

extension JSONLineWriter {
    /// Appends one event as an object with sorted keys (no newline).
    func encode(_ event: TabBarEvent) {
        let milliseconds = event.milliseconds
        switch event.message {
        case .display(let state):
            encode(state, milliseconds: milliseconds)
        case .animation(.curve(let curve)):
            raw("{\"duration\":")
            seconds(curve.duration)
            raw(",\"from\":")
            number(curve.from)
            raw(",\"kind\":\"curve\",\"radius\":")
            number(curve.radius)
            time(milliseconds)
            raw(",\"timing\":")
            string(curve.timing.rawValue)
            raw(",\"to\":")
            number(curve.to)
            raw("}")
        case .animation(.circle(let circle)):
            raw("{\"alpha\":")
            number(circle.alpha)
            raw(",\"diameter\":")
            number(circle.diameter)
            raw(",\"duration\":")
            seconds(circle.duration)
            raw(",\"icon\":")
            string(circle.icon)
            raw(",\"kind\":\"circle\"")
            time(milliseconds)
            raw(",\"x\":")
            number(circle.x)
            raw(",\"y\":")
            number(circle.y)
            raw("}")
        case .update(.interaction(let isEnabled)):
            raw("{\"enabled\":")
            bool(isEnabled)
            raw(",\"kind\":\"interaction\"")
            time(milliseconds)
            raw("}")
        case .update(.input(let input)):
            raw("{\"kind\":\"input\",\"name\":")
            string(input.name)
            time(milliseconds)
            raw(",\"tab\":")
            string(input.tab.rawValue)
            switch input.value {
            case .bool(let value):
                raw(",\"type\":\"bool\",\"value\":")
                bool(value)
            case .number(let value):
                raw(",\"type\":\"number\",\"value\":")
                number(value)
            case .trigger:
                raw(",\"type\":\"trigger\",\"value\":null")
            }
            raw("}")
        case .update(.content(let content)):
            raw("{")
            if case .more(let items) = content {
                raw("\"items\":")
                strings(items.lazy.map(\.rawValue))
                raw(",")
            }
            raw("\"kind\":\"content\"")
            time(milliseconds)
            raw(",\"tab\":")
            string(content.selection.description)
            raw("}")
        case .animation(.bar(let bar)):
            raw("{\"duration\":")
            seconds(bar.duration)
            raw(",\"hidden\":")
            bool(bar.isHidden)
            raw(",\"kind\":\"bar\"")
            time(milliseconds)
            raw("}")
        case .update(.feedback(let feedback)):
            raw("{\"feedback\":")
            string(feedback.rawValue)
            raw(",\"kind\":\"feedback\"")
            time(milliseconds)
            raw("}")
        case .report(.selected(let tab, let previous)):
            raw("{\"kind\":\"selected\",\"previous\":")
            string(previous.description)
            time(milliseconds)
            raw(",\"tab\":")
            string(tab.description)
            raw("}")
        case .state(let state):
            raw("{\"badges\":{")
            for (index, id) in state.badges.keys.sorted().enumerated() {
                if index > 0 { raw(",") }
                string(id.rawValue)
                raw(":")
                if let badge = state.badges[id], badge.kind == .dot {
                    raw("{\"dot\":true}")
                } else {
                    string(state.badges[id]?.written ?? "")
                }
            }
            raw("},\"disabled\":")
            strings(state.disabled.lazy.map(\.rawValue))
            raw(",\"hidden\":")
            bool(state.hidden)
            raw(",\"kind\":\"state\",\"order\":")
            strings(state.order.lazy.map(\.rawValue))
            raw(",\"selection\":")
            string(state.selection.description)
            time(milliseconds)
            raw("}")
        case .report(.moved(let tab, let from, let to)):
            raw("{\"from\":")
            integer(Int64(from))
            raw(",\"kind\":\"moved\"")
            time(milliseconds)
            raw(",\"tab\":")
            string(tab.rawValue)
            raw(",\"to\":")
            integer(Int64(to))
            raw("}")
        case .report(.reselected(let tab)):
            raw("{\"kind\":\"reselected\"")
            time(milliseconds)
            raw(",\"tab\":")
            string(tab.description)
            raw("}")
        case .report(.rejected(let tab, let reason)):
            raw("{\"kind\":\"rejected\",\"reason\":")
            string(reason.rawValue)
            time(milliseconds)
            raw(",\"tab\":")
            string(tab?.description)
            raw("}")
        }
    }

    /// Appends `,"t":<seconds>`.
    private func time(_ milliseconds: Int64) {
        raw(",\"t\":")
        seconds(milliseconds: milliseconds)
    }

    private func encode(_ state: TabBarDisplay, milliseconds: Int64) {
        raw("{\"direction\":")
        string(state.layout.direction.rawValue)
        raw(",\"hidden\":")
        bool(state.isHidden)
        raw(",\"items\":[")
        for (index, item) in state.items.enumerated() {
            if index > 0 { raw(",") }
            encode(item)
        }
        raw("],\"kind\":\"display\",\"more\":")
        if let more = state.more {
            encode(more)
        } else {
            raw("null")
        }
        raw(",\"orientation\":")
        string(state.layout.orientation.rawValue)
        raw(",\"selected\":")
        string(state.selection.description)
        time(milliseconds)
        raw(",\"theme\":")
        string(state.theme.rawValue)
        raw(",\"width\":")
        number(state.layout.width)
        raw("}")
    }

    private func encode(_ item: DisplayItem) {
        raw("{\"accessibilityLabel\":")
        string(item.accessibilityLabel)
        raw(",\"badge\":")
        string(item.badge)
        raw(",\"badgeKind\":")
        string(item.badgeKind?.rawValue)
        raw(",\"enabled\":")
        bool(item.tab.isEnabled)
        raw(",\"icon\":")
        string(item.tab.icon)
        raw(",\"id\":")
        string(item.tab.id.rawValue)
        raw(",\"opacity\":")
        number(item.opacity)
        raw(",\"selected\":")
        bool(item.isSelected)
        raw(",\"showsTitle\":")
        bool(item.showsTitle)
        raw(",\"slot\":")
        integer(item.slot)
        raw(",\"title\":")
        string(item.tab.title)
        raw(",\"x\":")
        number(item.x)
        raw("}")
    }

    private func encode(_ more: MoreSlotDisplay) {
        raw("{\"accessibilityLabel\":")
        string(more.accessibilityLabel)
        raw(",\"icon\":")
        string(more.icon)
        raw(",\"items\":")
        strings(more.items.lazy.map(\.rawValue))
        raw(",\"opacity\":")
        number(more.opacity)
        raw(",\"selected\":")
        bool(more.isSelected)
        raw(",\"showsTitle\":")
        bool(more.showsTitle)
        raw(",\"slot\":")
        integer(Int64(more.slot))
        raw(",\"title\":")
        string(more.title)
        raw(",\"x\":")
        number(more.x)
        raw("}")
    }
}
