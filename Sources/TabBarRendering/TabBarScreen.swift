import TabBarKit

/// What a person sees of a tab bar, as its view has been told it: one `Equatable` value that a
/// test compares whole, as TCA's `TestStore` compares state.
///
/// Positions are slot numbers, not points: the dip and the circle under the third slot are at
/// slot `2`, half-way between the first two at `0.5`, in the bar's own slot order (right to left
/// in `.rtl`). Moving things say where they are heading: the dip is at ``Dip/slot`` until its
/// curve has run, ``Dip/heading`` while it runs. The circle is where it was last told to go,
/// sunk (``Circle/isShown`` false) while it fades out under the bar.
///
/// ``reports`` lists what the owner and the user were told since the screen was last checked:
/// reports, feedback, saved states and fired triggers, in order.
///
/// ```swift
/// var screen = TabBarScreen(events: recorder.events, now: scheduler.now)
/// screen.selected = 1
/// ```
public struct TabBarScreen: Equatable, Sendable {
    /// One slot of the bar: a tab, or More.
    public struct Slot: Equatable, Sendable {
        /// The tab in the slot, or `.more`.
        public var tab: Selection
        /// The title as shown, or nil where labels hide it.
        public var title: String?
        /// The badge as drawn (`9+`, `•` for a dot), or nil.
        public var badge: String?
        /// Whether a tap on it can select it.
        public var isEnabled: Bool

        /// A slot.
        public init(tab: Selection, title: String?, badge: String? = nil, isEnabled: Bool = true) {
            self.tab = tab
            self.title = title
            self.badge = badge
            self.isEnabled = isEnabled
        }
    }

    /// The dip in the bar's edge under the selected slot.
    public struct Dip: Equatable, Sendable {
        /// Where it is (a slot number).
        public var slot: Double
        /// Where it is moving to while its curve runs, else nil.
        public var heading: Double?

        /// A dip at `slot`, moving to `heading`.
        public init(slot: Double, heading: Double? = nil) {
            self.slot = slot
            self.heading = heading
        }
    }

    /// The circle that carries the selected tab's icon.
    public struct Circle: Equatable, Sendable {
        /// Where it was last told to go (a slot number).
        public var slot: Double
        /// The icon it carries.
        public var icon: String
        /// Whether it shows (false: sunk under the bar).
        public var isShown: Bool

        /// A circle.
        public init(slot: Double, icon: String, isShown: Bool = true) {
            self.slot = slot
            self.icon = icon
            self.isShown = isShown
        }
    }

    /// The slots, in order.
    public var slots: [Slot] = []
    /// The selected slot.
    public var selected = 0
    /// The tabs in the More list (empty without More).
    public var more: [TabID] = []
    /// The dip.
    public var dip = Dip(slot: 0)
    /// The circle.
    public var circle = Circle(slot: 0, icon: "")
    /// Each icon input's last value, by `"tab.input"` (triggers are in ``reports``).
    public var inputs: [String: IconInputValue] = [:]
    /// Whether the bar takes taps (false while it is locked).
    public var isInteractive = true
    /// Whether the bar is hidden.
    public var isHidden = false
    /// The theme.
    public var theme = Theme.light
    /// The width, orientation and direction.
    public var layout = TabBarLayout()
    /// The content the owner was told to show.
    public var content: TabContent?
    /// Which slots show their title.
    public var labels = LabelVisibility.always
    /// Each tab's full title, as the More list and the accessibility label say it.
    public var titles: [TabID: String] = [:]
    /// Each tab's icon as the circle carries it when the tab is selected (its selected icon).
    public var icons: [TabID: String] = [:]
    /// Reports, feedback, saved states and fired triggers since the last check.
    public var reports: [TabBarMessage] = []

    /// A blank screen: nothing shown yet.
    public init() {}

    /// The screen that `events` draw at `now`; ``reports`` holds those of `events[reportsFrom...]`.
    public init(events: [TabBarEvent], now: Duration, reportsFrom: Int = 0) {
        var display: TabBarDisplay?
        var curve: (WaveCurve, end: Duration)?
        var circleX: Double?
        for (index, event) in events.enumerated() {
            var isReport = false
            switch event.message {
            case .display(let state):
                display = state
                isHidden = state.isHidden
            case .animation(.curve(let wave)): curve = (wave, event.time + wave.duration)
            case .animation(.circle(let move)):
                circleX = move.target.x
                circle.icon = move.target.icon
                circle.isShown = move.target.alpha > 0
            case .animation(.bar(let bar)): isHidden = bar.isHidden
            case .update(.interaction(let isEnabled)): isInteractive = isEnabled
            case .update(.input(let input)) where input.value == .trigger: isReport = true
            case .update(.input(let input)): inputs["\(input.tab).\(input.name)"] = input.value
            case .update(.content(let shown)): content = shown
            case .update(.feedback), .report, .state: isReport = true
            }
            if isReport, index >= reportsFrom { reports.append(event.message) }
        }
        guard let display else { return }
        let items = display.items
        slots = items.compactMap { item in
            item.slot.map { _ in
                Slot(
                    tab: .tab(item.tab.id), title: item.showsTitle ? item.tab.title : nil,
                    badge: item.tab.badge?.kind == .dot ? "•" : item.badge,
                    isEnabled: item.tab.isEnabled)
            }
        }
        if let more = display.more {
            slots.append(Slot(tab: .more, title: more.showsTitle ? more.title : nil))
            self.more = more.items
        }
        selected = display.selectedSlot
        theme = display.theme
        layout = display.layout
        labels = display.labels
        for tab in display.tabs { (titles[tab.id], icons[tab.id]) = (tab.title, tab.circleIcon) }
        let geometry = display.geometry
        func slot(_ x: Double) -> Double {
            let step = geometry.x(ofSlot: 1) - geometry.x(ofSlot: 0)
            let slot = display.slotCount > 1 ? (x - geometry.x(ofSlot: 0)) / step : 0
            // A bar too narrow to tell its slots apart (a width of 5e-324 pt puts every centre at
            // 0) has no slot number for a position: it is read as the selected slot, so that the
            // screen stays a finite value that equals itself.
            guard slot.isFinite else { return Double(selected) }
            return (slot * 1000).rounded() / 1000
        }
        if let (wave, end) = curve {
            dip = now < end ? Dip(slot: slot(wave.from), heading: slot(wave.to)) : Dip(slot: slot(wave.to))
        } else {
            dip = Dip(slot: Double(selected))
        }
        if let circleX {
            circle.slot = slot(circleX)
        } else {
            circle = Circle(slot: Double(selected), icon: display.circleIcon)
        }
    }
}
