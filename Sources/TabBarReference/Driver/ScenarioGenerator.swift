import TabBarKit

/// Builds random scenarios from a seed: a valid configuration (1–8 tabs, some disabled, badged
/// — `""` among the badges — or animated — with the icon bindings of Icon state machines now and then —, now and
/// then untitled, 2–5 visible slots, either direction and orientation, any tap policy, Reduce
/// Motion now and then; one in eight right-to-left under `interrupt` on a width whose slot
/// centres are not whole or not exact in binary, such as 844 with 5 slots) and a sequence of
/// every event kind, with waits that land before, on and after the 0.2 / 0.4 / 1.5 s boundaries.
/// Half the scenarios are played through files: the manifest and the states restored are read
/// back as `tabbar` reads them (``ReferenceScenario/readsFiles``). Badges and titles now and
/// then hold the log's separators (`,`, `:`, `\`), quotes and lookalikes of the dot badge (`•`,
/// `·`) or of a word (`dot`, `none`), and invisible characters; a restore now and then repeats
/// the state restored before it; shortcut numbers come in every size, up to `Int.max`.
public struct ScenarioGenerator: Sendable {
    private var random: ScenarioRandom
    /// The ids the events may name: the last configuration's tabs, then every id an insert defined.
    private var defined: [TabID] = []
    /// How many new ids the inserts defined (`n0`, `n1`, …).
    private var inserted = 0
    /// The last state a `restore` restored, which a later one now and then repeats.
    private var lastState: TabBarState?
    /// How many events each scenario has, at most.
    public var maxEvents: Int

    /// Creates a generator; the same seed gives the same scenarios.
    public init(seed: UInt64, maxEvents: Int = 24) {
        random = ScenarioRandom(seed: seed)
        self.maxEvents = maxEvents
    }

    /// Creates a generator whose choices are read from `bytes` (a fuzzer's input).
    public init(bytes: [UInt8], maxEvents: Int = 24) {
        random = ScenarioRandom(bytes: bytes)
        self.maxEvents = maxEvents
    }

    static let waits: [Int64] = [
        0, 1, 100, 199, 200, 201, 300, 399, 400, 401, 600, 800, 1000, 1099, 1100, 1101, 1499, 1500, 1501,
        2000,
    ]
    static let durations: [Int64?] = [nil, nil, nil, 1500, 1500, 200, 400, 1, 1100]
    static let widths: [Double] = [
        390, 320, 844, 100, 1, 0.5, 1000.25, 1e308, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]
    /// Widths whose slot centres, mirrored for right-to-left, are not exact: `844 − 844 · 4.5 / 5`
    /// is 84.39999999999998, and 7, 333, 101, 414.5, 812.7 and 375.3 do the same for some slot
    /// counts — where an unrounded dip centre shows (Motion).
    static let unevenWidths: [Double] = [844, 844, 7, 333, 101, 414.5, 812.7, 375.3, 1000.25]

    /// The next random scenario: ``nextConfiguration()``, then 1 to ``maxEvents`` of
    /// ``nextEvent()``.
    public mutating func next() -> ReferenceScenario {
        let configuration = nextConfiguration()
        let length = Int.random(in: 1...maxEvents, using: &random)
        var events: [ReferenceEvent] = []
        events.reserveCapacity(length)
        for _ in 0..<length {
            events.append(nextEvent())
        }
        return ReferenceScenario(configuration: configuration, events: events, readsFiles: chance(0.5))
    }

    /// The next random configuration; the events drawn after it name its tabs.
    public mutating func nextConfiguration() -> TabBarConfiguration {
        // One in eight: right-to-left under `interrupt`, on a width whose slot centres are not
        // exact, with enough tabs to fill 5 slots now and then.
        let uneven = chance(0.125)
        let count =
            uneven && chance(0.6)
            ? Int.random(in: 5...8, using: &random) : Int.random(in: 1...8, using: &random)
        var tabs = (0..<count).map { index -> Tab in
            let duration = Self.durations.randomElement(using: &random) ?? nil
            // Model sets no rule on a title: now and then a tab has none (`""`).
            return Tab(
                id: TabID("t\(index)"), title: chance(0.03) ? "" : chance(0.05) ? lookalike() : "T\(index)",
                icon: "i\(index)",
                selectedIcon: chance(0.2) ? "s\(index)" : nil,
                badge: chance(0.2) ? TabBadge(badge()) : nil,
                isEnabled: !chance(0.15),
                animation: duration.map { animation(milliseconds: $0) })
        }
        if !tabs.contains(where: \.isEnabled) {
            tabs[Int.random(in: 0..<count, using: &random)].isEnabled = true
        }
        let enabled = tabs.filter(\.isEnabled).map(\.id)
        var configuration = TabBarConfiguration(
            tabs: tabs, maxVisible: Int.random(in: 2...5, using: &random),
            initial: chance(0.5) ? enabled.randomElement(using: &random) : nil,
            layout: TabBarLayout(
                width: chance(0.7) ? 390 : Self.widths.randomElement(using: &random) ?? 390,
                orientation: chance(0.7) ? .portrait : .landscape, direction: chance(0.7) ? .ltr : .rtl),
            theme: chance(0.5) ? .light : .dark,
            tapPolicy: policy(), reduceMotion: chance(0.15))
        if uneven {
            configuration.layout.width = Self.unevenWidths.randomElement(using: &random) ?? 844
            configuration.layout.direction = .rtl
            configuration.tapPolicy = .interrupt
            configuration.reduceMotion = chance(0.05)
            if chance(0.5) { configuration.maxVisible = 5 }
        }
        var section7 = configuration
        section7.labels =
            chance(0.5) ? .always : LabelVisibility.allCases.randomElement(using: &random) ?? .always
        section7.badgeLimit =
            chance(0.6) ? TabBarConfiguration.defaultBadgeLimit : Int.random(in: 1...12, using: &random)
        section7.customizable = !chance(0.2)
        for index in section7.tabs.indices where chance(0.1) {
            section7.tabs[index].badge =
                chance(0.5) ? .dot : .count(Int.random(in: 0...150, using: &random))
        }
        defined = tabs.map(\.id)
        inserted = 0
        lastState = nil
        return section7
    }

    /// What people expect of a tab bar: a state to restore, naming known, inserted and unknown ids, now and then repeated or
    /// disabling everything it lists.
    private mutating func randomState() -> TabBarState {
        if let lastState, chance(0.3) { return lastState }
        let state = freshState()
        lastState = state
        return state
    }

    private mutating func freshState() -> TabBarState {
        let pool = defined + ["zz"]
        var order: [TabID] = []
        for _ in 0..<Int.random(in: 0...6, using: &random) { order.append(anyID(pool)) }
        var badges: [TabID: TabBadge] = [:]
        for id in order where chance(0.3) {
            // Model: an empty badge is none, also in a state file (`"badges": {"a": ""}`).
            badges[id] =
                chance(0.2)
                ? ""
                : chance(0.3)
                    ? .dot
                    : chance(0.3)
                        ? TabBadge(lookalike())
                        : (chance(0.5) ? .count(Int.random(in: 0...150, using: &random)) : "new")
        }
        let disabled = chance(0.1) ? order : order.filter { _ in chance(0.2) }
        return TabBarState(
            selection: chance(0.15) ? .more : .tab(anyID(pool)), order: order, badges: badges,
            disabled: disabled,
            hidden: chance(0.3))
    }

    /// Badges as written: none (empty), counts (with leading zeros, past the display limit, the
    /// largest and one past it, which is text), text.
    static let badges = ["", "0", "1", "7", "007", "99", "100", "2147483647", "2147483648", "9+", "new"]

    private mutating func badge() -> String {
        chance(0.15) ? lookalike() : Self.badges.randomElement(using: &random) ?? ""
    }

    /// Text that a careless renderer would print like other text: the log's separators, quotes,
    /// backslashes, the dot badge's `•` and its lookalikes, words the script reads specially,
    /// invisible characters.
    static let lookalikes = [
        "x,t1:5", ",", ":", "a:b,c", "\\", "\\,", "•", "·", "∙", "dot", "none", "\"q\"", "a=b", "a b",
        "\u{200B}", "x\u{2060}y", "\u{FEFF}", "é",
    ]

    private mutating func lookalike() -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            text += Self.lookalikes.randomElement(using: &random) ?? ","
        }
        return text
    }

    /// A shortcut number of any size: mostly 0…9 (0 and past the end are out of range), now and
    /// then a large one or `Int.max`, as a script reads a number past it.
    private mutating func shortcutNumber() -> Int {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return Int.max
        case 1: return Int.random(in: 10...Int.max, using: &random)
        default: return Int.random(in: 0...9, using: &random)
        }
    }

    /// An animation of `milliseconds` with, now and then, each of the bindings of Icon state machines (names
    /// distinct; the pulse's name now and then not the default).
    private mutating func animation(milliseconds: Int64) -> IconAnimation {
        IconAnimation(
            input: chance(0.2) ? "press" : IconAnimation.defaultInput, duration: .milliseconds(milliseconds),
            selectedInput: chance(0.5) ? "active" : nil, tapTrigger: chance(0.5) ? "tap" : nil,
            badgeInput: chance(0.5) ? "count" : nil)
    }

    /// `defer` 40 %, `drop` 20 %, `interrupt` 40 %.
    private mutating func policy() -> TapPolicy {
        let roll = Int.random(in: 0..<5, using: &random)
        return roll < 2 ? .defer : roll < 3 ? .drop : .interrupt
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func anyID(_ defined: [TabID]) -> TabID {
        defined.randomElement(using: &random) ?? TabID("t0")
    }

    private mutating func target(_ defined: [TabID]) -> Selection {
        chance(0.15) ? .more : .tab(anyID(defined))
    }

    /// The next random event of any kind, naming the last configuration's tabs and the ids the
    /// inserts since then defined (and, now and then, one that is gone).
    public mutating func nextEvent() -> ReferenceEvent {
        let roll = Int.random(in: 0..<110, using: &random)
        switch roll {
        case 0..<25:
            // What people expect of a tab bar: now and then a keyboard shortcut, 0…9 (0 and past the end are out of range).
            if chance(0.12) { return .shortcut(shortcutNumber()) }
            return .tap(target(defined))
        case 25..<28:
            if chance(0.7) { return .tapSlot(Int.random(in: -1...5, using: &random)) }
            if chance(0.5) { return .direction(chance(0.5) ? .ltr : .rtl) }
            return .policy(TapPolicy.allCases.randomElement(using: &random) ?? .defer)
        case 28..<54: return .wait(milliseconds: Self.waits.randomElement(using: &random) ?? 0)
        case 54..<61: return .pick(anyID(defined))
        case 61..<68: return .select(target(defined), animated: chance(0.5))
        case 68..<71:
            return .resize(
                width: (chance(0.3) ? Self.unevenWidths : Self.widths).randomElement(using: &random) ?? 390,
                orientation: chance(0.3) ? nil : (chance(0.5) ? .portrait : .landscape))
        case 71..<73: return .theme(chance(0.5) ? .light : .dark)
        case 73..<76:
            // What people expect of a tab bar: now and then a dot, or a count that may pass the badge limit.
            if chance(0.25) { return .dotBadge(anyID(defined)) }
            if chance(0.25) { return .badge(anyID(defined), "\(Int.random(in: 0...150, using: &random))") }
            // Otherwise none, or a badge as written (the rules of Icon state machines numbers: leading zeros, the largest
            // count and one past it; text; empty).
            return .badge(anyID(defined), chance(0.2) ? nil : badge())
        case 76..<81: return .setEnabled(anyID(defined), chance(0.5))
        case 81..<84:
            // What people expect of a tab bar: now and then a reordering (an index up to 8 may be out of range).
            if chance(0.4) { return .move(anyID(defined), to: Int.random(in: 0...8, using: &random)) }
            return .remove(anyID(defined))
        case 84..<87:
            let id: TabID
            if chance(0.2) {
                id = anyID(defined)
            } else {
                id = TabID("n\(inserted)")
                inserted += 1
                defined.append(id)
            }
            return .insert(
                index: Int.random(in: 0...9, using: &random), id: id, title: chance(0.1) ? "" : "N",
                icon: "plus")
        case 87..<93:
            if chance(0.25) { return .restore(randomState()) }
            return .setHidden(chance(0.5))
        case 93..<99: return .veto(anyID(defined), chance(0.6))
        case 100..<104:
            if chance(0.15) {
                return .labels(LabelVisibility.allCases.randomElement(using: &random) ?? .auto)
            }
            return .motion(reduced: chance(0.5))
        case 104..<110: return .attach(anyID(defined))
        default: return .load
        }
    }
}
