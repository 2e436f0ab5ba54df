import TabBarKit

/// Reads back the lines ``JSONLinesRenderer`` writes: each line becomes the ``TabBarEvent`` it
/// was written from, so a renderer written once for events also works where events arrive as
/// JSON — in a renderer plug-in, which `tabbar --renderer-plugin` hands one line at a time, or in
/// a tool that reads `tabbar --renderer json`.
///
/// ```swift
/// let line = #"{"kind":"selected","previous":"lessons","t":0,"tab":"archives"}"#
/// if let event = try JSONLinesDecoder.event(from: line) {
///     logRenderer.render(event)  // t=0.000 kind=selected tab=archives previous=lessons
/// }
/// ```
///
/// Every kind of line round-trips: written again by ``JSONLinesRenderer``, a decoded event gives
/// the line it came from, byte for byte. A `display` line holds what the view is told, not every
/// setting behind it, so its `TabBarDisplay` is the simplest one that displays the same: tabs
/// without a `selectedIcon` or an `animation`, a badge limit read from a `99+` badge, labels read
/// from which slots show their title. A line of a kind added after this version is
/// ``JSONLinesRecord/unknown(kind:time:)``, to skip.
public enum JSONLinesDecoder {
    /// Decodes one line (without its newline): the header, an event, or a kind this version
    /// does not know.
    ///
    /// - Throws: ``JSONLinesDecodingError`` when the line is not JSON, or a field of a known kind
    ///   is missing or of the wrong type.
    public static func decode(_ line: some StringProtocol) throws(JSONLinesDecodingError) -> JSONLinesRecord {
        guard case .object(let members) = try JSONLineValue.parse(line) else {
            throw .malformed("expected an object, the form of every line")
        }
        guard case .string(let kind) = members["kind"] else {
            throw .field("kind", of: "line", expected: "a string")
        }
        let fields = Fields(kind: kind, members: members)
        if kind == "header" {
            return .header(schema: try fields.int("schema"), version: try fields.string("version"))
        }
        let time = try fields.seconds("t")
        guard let message = try message(kind: kind, fields) else { return .unknown(kind: kind, time: time) }
        return .event(TabBarEvent(time: time, message: message))
    }

    /// The event of one line, or `nil` for the header and for a kind this version does not know.
    ///
    /// - Throws: ``JSONLinesDecodingError``, as ``decode(_:)``.
    public static func event(from line: some StringProtocol) throws(JSONLinesDecodingError) -> TabBarEvent? {
        guard case .event(let event) = try decode(line) else { return nil }
        return event
    }

    private static func message(kind: String, _ fields: Fields) throws(JSONLinesDecodingError)
        -> TabBarMessage?
    {
        switch kind {
        case "display":
            return .display(try display(fields))
        case "curve":
            let timing = try fields.string("timing")
            guard let curve = TimingCurve(rawValue: timing) else {
                throw .field("timing", of: kind, expected: "easeInEaseOut or linear, not '\(timing)'")
            }
            return .animation(
                .curve(
                    WaveCurve(
                        from: try fields.number("from"), to: try fields.number("to"),
                        radius: try fields.number("radius"), duration: try fields.seconds("duration"),
                        timing: curve)))
        case "circle":
            return .animation(
                .circle(
                    CircleMove(
                        x: try fields.number("x"), y: try fields.number("y"),
                        alpha: try fields.number("alpha"),
                        diameter: try fields.number("diameter"), icon: try fields.string("icon"),
                        duration: try fields.seconds("duration"))))
        case "bar":
            return .animation(
                .bar(
                    BarVisibility(
                        isHidden: try fields.bool("hidden"), duration: try fields.seconds("duration"))))
        case "interaction":
            return .update(.interaction(isEnabled: try fields.bool("enabled")))
        case "input":
            return .update(.input(try input(fields)))
        case "content":
            let tab = try fields.string("tab")
            if tab == TabID.reservedMore {
                return .update(.content(.more(items: try fields.strings("items").map(TabID.init(rawValue:)))))
            }
            return .update(.content(.tab(TabID(rawValue: tab))))
        case "feedback":
            let feedback = try fields.string("feedback")
            guard let value = SelectionFeedback(rawValue: feedback) else {
                throw .field("feedback", of: kind, expected: "selection, not '\(feedback)'")
            }
            return .update(.feedback(value))
        case "selected":
            return .report(
                .selected(
                    Selection(try fields.string("tab")), previous: Selection(try fields.string("previous"))))
        case "reselected":
            return .report(.reselected(Selection(try fields.string("tab"))))
        case "rejected":
            let reason = try fields.string("reason")
            guard let value = RejectionReason(rawValue: reason) else {
                throw .field("reason", of: kind, expected: "a rejection reason, not '\(reason)'")
            }
            return .report(.rejected(try fields.optionalString("tab").map(Selection.init), reason: value))
        case "moved":
            return .report(
                .moved(
                    TabID(rawValue: try fields.string("tab")), from: try fields.int("from"),
                    to: try fields.int("to")))
        case "state":
            return .state(try state(fields))
        default:
            return nil
        }
    }

    private static func input(_ fields: Fields) throws(JSONLinesDecodingError) -> IconInput {
        let value: IconInputValue
        switch try fields.string("type") {
        case "bool": value = .bool(try fields.bool("value"))
        case "number": value = .number(try fields.number("value"))
        case "trigger": value = .trigger
        case let other: throw .field("type", of: "input", expected: "bool, number or trigger, not '\(other)'")
        }
        return IconInput(
            tab: TabID(rawValue: try fields.string("tab")), name: try fields.string("name"), value: value)
    }

    private static func state(_ fields: Fields) throws(JSONLinesDecodingError) -> TabBarState {
        guard case .object(let written) = fields.members["badges"] else {
            throw .field("badges", of: "state", expected: "an object")
        }
        var badges: [TabID: TabBadge] = [:]
        for (id, value) in written {
            switch value {
            case .string(let text): badges[TabID(rawValue: id)] = TabBadge(text)
            case .object(let dot) where dot["dot"] == .bool(true): badges[TabID(rawValue: id)] = .dot
            default: throw .field("badges.\(id)", of: "state", expected: "a string or {\"dot\":true}")
            }
        }
        return TabBarState(
            selection: Selection(try fields.string("selection")),
            order: try fields.strings("order").map(TabID.init(rawValue:)), badges: badges,
            disabled: try fields.strings("disabled").map(TabID.init(rawValue:)),
            hidden: try fields.bool("hidden"))
    }

    /// The simplest display that the renderer writes as this line (see the type's overview).
    private static func display(_ fields: Fields) throws(JSONLinesDecodingError) -> TabBarDisplay {
        guard case .array(let values) = fields.members["items"] else {
            throw .field("items", of: "display", expected: "an array")
        }
        var tabs: [Tab] = []
        var badgeLimit = TabBarConfiguration.defaultBadgeLimit
        var cappedLimit: Int?
        var selectedSlot: Int?
        var titles: [Bool] = []  // showsTitle of each slot, in slot order
        var selectedTitle: Bool?
        for value in values {
            guard case .object(let members) = value else {
                throw .field("items", of: "display", expected: "an array of objects")
            }
            let item = Fields(kind: "display item", members: members)
            let shown = try item.optionalString("badge")
            let kind = try item.optionalString("badgeKind")
            var badge: TabBadge?
            switch (kind, shown) {
            case ("dot", _): badge = .dot
            case ("count", let text?) where text.hasSuffix("+"):
                guard let limit = Int(text.dropLast()) else {
                    throw .field(
                        "badge", of: "display item", expected: "a count or '<limit>+', not '\(text)'")
                }
                cappedLimit = limit
                badge = TabBadge("\(limit + 1)")
            case ("count", let text?):
                badge = TabBadge(text)
                if let count = badge?.count { badgeLimit = max(badgeLimit, count) }
            case (_, let text?): badge = TabBadge(text)
            case (_, nil): badge = nil
            }
            tabs.append(
                Tab(
                    id: TabID(rawValue: try item.string("id")), title: try item.string("title"),
                    icon: try item.string("icon"), badge: badge, isEnabled: try item.bool("enabled")))
            if let slot = try item.optionalInt("slot") {
                titles.append(try item.bool("showsTitle"))
                if try item.bool("selected") {
                    selectedSlot = slot
                    selectedTitle = titles.last
                }
            }
        }
        var maxVisible = max(tabs.count, 1)
        if case .object(let members) = fields.members["more"] {
            let more = Fields(kind: "display more", members: members)
            let slot = try more.int("slot")
            maxVisible = slot + 1
            titles.append(try more.bool("showsTitle"))
            if try more.bool("selected") {
                selectedSlot = slot
                selectedTitle = titles.last
            }
        }
        let labels: LabelVisibility =
            if titles.allSatisfy({ $0 }) {
                .always
            } else if !titles.contains(true) {
                .never
            } else {
                selectedTitle == true && titles.filter({ $0 }).count == 1 ? .selected : .always
            }
        let orientation = try fields.string("orientation")
        let direction = try fields.string("direction")
        let theme = try fields.string("theme")
        guard let orientationValue = Orientation(rawValue: orientation) else {
            throw .field(
                "orientation", of: "display", expected: "portrait or landscape, not '\(orientation)'")
        }
        guard let directionValue = LayoutDirection(rawValue: direction) else {
            throw .field("direction", of: "display", expected: "ltr or rtl, not '\(direction)'")
        }
        guard let themeValue = Theme(rawValue: theme) else {
            throw .field("theme", of: "display", expected: "light or dark, not '\(theme)'")
        }
        return TabBarDisplay(
            tabs: tabs, maxVisible: maxVisible, selection: Selection(try fields.string("selected")),
            selectedSlot: selectedSlot ?? 0,
            layout: TabBarLayout(
                width: try fields.number("width"), orientation: orientationValue, direction: directionValue),
            theme: themeValue, isHidden: try fields.bool("hidden"), labels: labels,
            badgeLimit: cappedLimit ?? badgeLimit)
    }
}

/// A line of the `json` renderer, read back by ``JSONLinesDecoder``.
public enum JSONLinesRecord: Equatable, Sendable {
    /// The first line: the schema version and the package version that wrote it.
    case header(schema: Int, version: String)
    /// An event.
    case event(TabBarEvent)
    /// A kind added after this version, at its time: skip it (new kinds are only ever added).
    case unknown(kind: String, time: Duration)
}

/// Why a line could not be read back as an event.
public enum JSONLinesDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line is not a JSON object.
    case malformed(String)
    /// A field of a known kind is missing, or holds the wrong type or an unknown value.
    case invalidField(kind: String, field: String, expected: String)

    static func field(_ field: String, of kind: String, expected: String) -> JSONLinesDecodingError {
        .invalidField(kind: kind, field: field, expected: expected)
    }

    /// A sentence saying what is wrong with the line.
    public var description: String {
        switch self {
        case .malformed(let reason):
            "not a line of the json renderer: \(reason)"
        case .invalidField(let kind, let field, let expected):
            "a '\(kind)' line's field '\(field)' must be \(expected); give a line the json renderer wrote"
        }
    }
}

/// The members of one object and typed access to them, each error naming the kind and the key.
private struct Fields {
    let kind: String
    let members: [String: JSONLineValue]

    func string(_ key: String) throws(JSONLinesDecodingError) -> String {
        guard case .string(let value) = members[key] else {
            throw .field(key, of: kind, expected: "a string")
        }
        return value
    }

    func optionalString(_ key: String) throws(JSONLinesDecodingError) -> String? {
        switch members[key] {
        case .string(let value): return value
        case .null, nil: return nil
        default: throw .field(key, of: kind, expected: "a string or null")
        }
    }

    /// A number; `null` is how the renderer writes one that is not finite.
    func number(_ key: String) throws(JSONLinesDecodingError) -> Double {
        switch members[key] {
        case .number(let value): return value
        case .null: return .nan
        default: throw .field(key, of: kind, expected: "a number")
        }
    }

    func int(_ key: String) throws(JSONLinesDecodingError) -> Int {
        guard case .number(let value) = members[key], let whole = Int(exactly: value) else {
            throw .field(key, of: kind, expected: "a whole number")
        }
        return whole
    }

    func optionalInt(_ key: String) throws(JSONLinesDecodingError) -> Int? {
        if members[key] == .null || members[key] == nil { return nil }
        return try int(key)
    }

    func bool(_ key: String) throws(JSONLinesDecodingError) -> Bool {
        guard case .bool(let value) = members[key] else {
            throw .field(key, of: kind, expected: "true or false")
        }
        return value
    }

    /// Seconds with at most three decimals, as whole milliseconds.
    func seconds(_ key: String) throws(JSONLinesDecodingError) -> Duration {
        guard case .number(let value) = members[key], value.magnitude < 1e12 else {
            throw .field(key, of: kind, expected: "a number of seconds")
        }
        return .milliseconds(Int64((value * 1000).rounded()))
    }

    func strings(_ key: String) throws(JSONLinesDecodingError) -> [String] {
        guard case .array(let values) = members[key] else {
            throw .field(key, of: kind, expected: "an array")
        }
        var strings: [String] = []
        for value in values {
            guard case .string(let text) = value else {
                throw .field(key, of: kind, expected: "an array of strings")
            }
            strings.append(text)
        }
        return strings
    }
}
