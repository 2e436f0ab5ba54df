/// The presenter: turns a tab bar's events into the passive view's messages, keeping the model
/// (any ``TabBarModel``) and the view in step and owning every timer through an injected
/// scheduler. What is selected, and when the bar is locked, is decided here; how a change looks
/// is up to its ``TabBarChoreography`` values (by default the wave and the icon input).
///
/// ```swift
/// let presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
/// presenter.delegate = coordinator
/// presenter.viewDidLoad()
/// presenter.didTap(slot: 2)
/// ```
///
/// Ownership: the owner holds the presenter; the presenter holds its view, scheduler and
/// choreographies, and its delegate weakly (pass `WeakTabBarView(self)` when the view is the
/// owner). What it schedules reaches it only weakly; when it goes, it cancels all of it. An
/// event that arrives while it handles another (a delegate selecting from `didReport`, a view
/// tapping from `animate`) is handled right after it (the behaviour contract, Re-entrancy).
@MainActor
public final class TabBarPresenter: TabBarPresenting {
    /// The tab-selection state.
    public internal(set) var model: any TabBarModel
    /// Width, orientation and direction.
    public internal(set) var layout: TabBarLayout
    /// Light or dark.
    public internal(set) var theme: Theme
    /// What happens to a user's taps while a selection animates.
    public var tapPolicy: TapPolicy
    /// Whether Reduce Motion is on (see ``didChangeReduceMotion(_:)``).
    public internal(set) var isMotionReduced: Bool
    /// Whether the bar is hidden.
    public internal(set) var isHidden = false
    /// Whether ``viewDidLoad()`` has run.
    public internal(set) var isLoaded = false
    /// Whether a selection is animating (interaction disabled).
    public internal(set) var isLocked = false
    /// The owner, asked before user selections and told their outcomes; held weakly.
    public weak var delegate: (any TabBarPresenterDelegate)?
    /// Which slots show their title (<doc:BehaviorContract#Labels>). Change it with
    /// ``setLabels(_:)``.
    public internal(set) var labels = LabelVisibility.always
    /// The largest count a badge shows; above it, `<limit>+`. Change it with ``setBadgeLimit(_:)``.
    public internal(set) var badgeLimit = TabBarConfiguration.defaultBadgeLimit
    /// Whether the user may reorder the tabs (``TabBarConfiguration/customizable``).
    public var isCustomizable = true

    let view: any TabBarView
    let scheduler: any TabBarScheduler
    let choreographies: [any TabBarChoreography]
    /// What the choreographies' stages reach the presenter through (weakly).
    let stageHost = PresenterStageHost()
    /// The request waiting for the lock to end, if any (the latest wins).
    var deferred: SelectionRequest?
    /// Where the dip and the circle are, from the `curve` and `circle` messages sent.
    var position = BarPosition()
    /// What this presenter has scheduled and not yet run (TabBarPresenter+Steps.swift).
    var steps: [PendingStep] = []
    /// Whether a step is being handed to the scheduler (one that runs at once is a broken scheduler).
    var isSchedulingStep = false
    /// The events waiting to be handled, in the order they came: those from `head` on
    /// (TabBarPresenter+Events.swift).
    var events: [Event] = []
    var head = 0
    /// Whether an event is being handled: one that arrives meanwhile waits in `events`.
    var isHandlingEvent = false
    /// Whether ``invalidate()`` was called: the event being handled, if any, is the last.
    var isInvalidated = false
    /// What the view was last told (`nil` before ``viewDidLoad()``): what every change is sent
    /// against (``sendChanges(showing:restating:barDuration:)``).
    var shown: TabBarDisplay?

    /// Creates a presenter around `model`, after checking it (``TabBarModel/validate()``) and
    /// `layout`.
    public init(
        model: some TabBarModel, layout: TabBarLayout = TabBarLayout(), theme: Theme = .light,
        tapPolicy: TapPolicy = .defer, reduceMotion: Bool = false, view: some TabBarView,
        scheduler: some TabBarScheduler,
        choreographies: [any TabBarChoreography] = StandardChoreographies.make()
    ) throws(TabBarError) {
        try layout.validate()
        try model.validate()
        self.model = model
        self.layout = layout
        self.theme = theme
        self.tapPolicy = tapPolicy
        self.isMotionReduced = reduceMotion
        self.view = view
        self.scheduler = scheduler
        self.choreographies = choreographies
        stageHost.presenter = self
    }

    /// Creates a presenter with a ``DefaultTabBarModel`` built from `configuration`.
    public convenience init(
        configuration: TabBarConfiguration, view: some TabBarView, scheduler: some TabBarScheduler,
        choreographies: [any TabBarChoreography] = StandardChoreographies.make()
    ) throws(TabBarError) {
        try self.init(
            model: DefaultTabBarModel(configuration: configuration), layout: configuration.layout,
            theme: configuration.theme, tapPolicy: configuration.tapPolicy,
            reduceMotion: configuration.reduceMotion, view: view, scheduler: scheduler,
            choreographies: choreographies)
        try adoptLabelsBadgeLimitAndCustomizing(of: configuration)
    }

    /// The current selection.
    public var selection: Selection { model.selection }

    /// Whether a request is waiting for the lock to release.
    public var hasDeferredRequest: Bool { deferred != nil }

    /// The number of steps and timers this presenter has waiting.
    public var pendingStepCount: Int { steps.count }

    /// The geometry of the current layout and slots.
    public var geometry: TabBarGeometry { TabBarGeometry(layout: layout, slotCount: model.slotCount) }

    // MARK: - Events from the view

    /// Sends the initial state: `display`, `content`, the icons' states, the wave and circle at
    /// rest, then `interaction true`. Later calls do nothing.
    public func viewDidLoad() { send { $0.load() } }

    /// Handles a tap on the slot at `slot`; a slot that does not exist is rejected
    /// `unavailable` (or `hidden` while the bar is hidden, which is checked first).
    public func didTap(slot: Int) { send(.tap(slot: slot)) }

    /// Handles a tap on the slot showing `target`.
    public func didTap(_ target: Selection) { send(.request(.tap(target))) }

    /// Handles a pick of `tab` from the More list.
    public func didPick(_ tab: TabID) { send(.request(.pick(tab))) }

    /// Moves to a new layout: `display` and the wave and circle at the new geometry. Mid-
    /// animation the remaining steps are cancelled first, then the bar unlocks. An unchanged
    /// layout does nothing; an invalid width throws and changes nothing.
    public func didChangeLayout(_ layout: TabBarLayout) throws(TabBarError) {
        try layout.validate()
        send { $0.change(\.layout, to: layout, settling: true) }
    }

    /// Switches the theme and sends `display`; an unchanged theme does nothing.
    public func didChangeTheme(_ theme: Theme) { send { $0.change(\.theme, to: theme) } }

    /// The system's Reduce Motion setting changed (`UIAccessibility.isReduceMotionEnabled`).
    /// While it is on, every selection is shown at once, the bar never locks, no icon input is
    /// sent and hiding or showing is immediate. Turned on mid-animation, it is handled like a
    /// layout change; at rest, nothing is sent (<doc:BehaviorContract#Reduce-Motion>).
    public func didChangeReduceMotion(_ isReduced: Bool) {
        send { $0.change(\.isMotionReduced, to: isReduced, settling: isReduced && $0.isLocked) }
    }

    // MARK: - Requests from the owner

    /// Selects `selection` in code: no report and no icon input. Animated, it plays the same
    /// choreography as a tap; otherwise it moves at once. While the bar is locked it waits
    /// (the latest request wins). Selecting what is selected does nothing. Before
    /// ``viewDidLoad()`` it only changes the selection that ``viewDidLoad()`` then shows.
    ///
    /// - Throws: ``TabBarError/unknownTab(_:suggestion:)``, ``TabBarError/disabledTab(_:)`` or
    ///   ``TabBarError/noMoreSlot``; nothing changes then.
    public func select(_ selection: Selection, animated: Bool = false) throws(TabBarError) {
        try model.validateSelection(selection)
        guard isLoaded else { return try model.select(selection) }
        send(.request(.select(selection, animated: animated)))
    }

    /// Hides or shows the bar: `bar` over 0.3 s (at once with Reduce Motion), then `display`. A
    /// repeat does nothing.
    public func setHidden(_ isHidden: Bool) { send { $0.change(\.isHidden, to: isHidden) } }

    // MARK: - Events, one at a time

    /// Sends the initial state, once.
    private func load() {
        guard !isLoaded else { return }
        isLoaded = true
        let after = makeDisplay()
        sendChanges(showing: after)
        place(at: after)
        send(.interaction(isEnabled: true))
    }

    func handleTap(onSlot slot: Int) {
        guard let target = model.selection(atSlot: slot) else {
            report(.rejected(nil, reason: isLoaded && isHidden ? .hidden : .unavailable))
            return
        }
        handle(.tap(target), at: slot)
    }

    /// Sets one of the presenter's settings and, once loaded, shows what that changed; `settling`
    /// shows the bar at rest (see ``settle(barDuration:)``). The same value does nothing.
    func change<Value: Equatable>(
        _ setting: ReferenceWritableKeyPath<TabBarPresenter, Value>, to value: Value, settling: Bool = false
    ) {
        guard self[keyPath: setting] != value else { return }
        self[keyPath: setting] = value
        guard isLoaded else { return }
        let barDuration = isMotionReduced ? .zero : TabBarMetrics.barDuration
        if settling { settle() } else { sendChanges(barDuration: barDuration) }
    }

    // MARK: - Messages

    /// What the view shows: what it was last told or, before it was told anything, the model.
    var shownDisplay: TabBarDisplay { shown ?? makeDisplay() }

    /// The model's state as a display; `selectedSlot`, when known, saves looking it up.
    func makeDisplay(selectedSlot: Int? = nil) -> TabBarDisplay {
        TabBarDisplay(
            tabs: model.tabs, maxVisible: model.maxVisible, selection: model.selection,
            selectedSlot: selectedSlot ?? model.selectedSlot, layout: layout, theme: theme,
            isHidden: isHidden,
            labels: labels, badgeLimit: badgeLimit)
    }

    /// Sends a wave, circle or bar message, noting where the dip and circle go (the clock is
    /// read only for a moving curve).
    func send(_ animation: TabBarAnimation) {
        let isMoving = if case .curve(let curve) = animation { curve.duration > .zero } else { false }
        position.record(animation, at: isMoving ? scheduler.now : .zero)
        view.animate(animation)
    }

    /// Sends an interaction, input or content message to the view.
    func send(_ update: TabBarUpdate) { view.update(update) }

    func report(_ report: TabBarReport) { delegate?.tabBarPresenter(self, didReport: report) }

    /// Ends the presenter's work now, as its owner letting go of it does: nothing that waits
    /// starts and no later call or step reaches the view; once the event in progress, if any, has
    /// sent its messages, what the presenter scheduled is cancelled, the view is left interactive
    /// and every icon input set to `true` gets its `false` (<doc:BehaviorContract#Re-entrancy>).
    ///
    /// Letting go is enough, except inside a call to the presenter that has not returned — in a
    /// message or a report its event sends — where Swift keeps the presenter alive until the call
    /// returns, and what was queued meanwhile would still be handled. There, call this before
    /// letting go. Edits made afterwards still change ``model``; the view is not told.
    ///
    /// ```swift
    /// func tabBarPresenter(_ presenter: any TabBarPresenting, didReport report: TabBarReport) {
    ///     if case .selected(.tab("logout"), _) = report {
    ///         self.presenter?.invalidate()
    ///         self.presenter = nil
    ///     }
    /// }
    /// ```
    public func invalidate() {
        isInvalidated = true
        if !isHandlingEvent { finishWhatWasStarted() }
    }

    /// Ends what it started (``finishWhatWasStarted()``): a view that outlives its presenter is
    /// left interactive, and every icon input set to `true` gets its `false`.
    isolated deinit { finishWhatWasStarted() }
}
