/// The presenter: turns a tab bar's events into the passive view's messages, keeping the model
/// and the view in step and owning every timer through an injected scheduler.
///
/// ```swift
/// let presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
/// presenter.delegate = coordinator
/// presenter.viewDidLoad()
/// presenter.didTap(slot: 2)
/// ```
///
/// The presenter is generic over its model: it stores the model's value itself, with no
/// existential box to copy it out of. `TabBarPresenter(configuration:view:scheduler:)` makes a
/// `TabBarPresenter<DefaultTabBarModel>`; `TabBarPresenter(model:view:scheduler:)` takes any
/// ``TabBarModel``.
///
/// How a change looks is up to its ``TabBarChoreography`` values (by default the wave and
/// the icon input); what is selected, and when the bar is locked, is decided here. The
/// presenter holds its view, scheduler and choreographies strongly and its delegate weakly;
/// it keeps one table of what it has scheduled, and when it goes away, everything in it is
/// cancelled.
///
/// Ownership: the owner (view controller) holds the presenter; the presenter holds the view
/// only through ``WeakTabBarView`` — pass `WeakTabBarView(self)` when the view is the owner,
/// so that no cycle keeps both alive.
@MainActor
public final class TabBarPresenter<Model: TabBarModel>: TabBarPresenting {
    // `@exclusivity(unchecked)`: each access to a class's stored property is otherwise checked
    // for overlap at run time (about a quarter of a tap's cost). These are safe unchecked: every
    // access is on the main actor, and no access is held across a call that could reach the
    // presenter again (model reads and edits call only the model; see
    // TabBarPresenter+ModelReads.swift).

    /// The tab-selection state.
    @exclusivity(unchecked) public internal(set) var model: Model
    /// Width, orientation and direction.
    public var layout: TabBarLayout { state.layout }
    /// Light or dark.
    public var theme: Theme { state.theme }
    /// What happens to a user's taps while a selection animates.
    public var tapPolicy: TapPolicy {
        get { state.tapPolicy }
        set { state.tapPolicy = newValue }
    }
    /// Whether Reduce Motion is on: every selection is shown at once, the bar never locks, no
    /// icon input is sent, and hiding or showing the bar is immediate (the behaviour contract, section Motion). Change
    /// it with ``didChangeReduceMotion(_:)``.
    public var isMotionReduced: Bool { state.isMotionReduced }
    /// Whether the bar is hidden.
    public var isHidden: Bool { state.isHidden }
    /// Whether ``viewDidLoad()`` has run.
    public var isLoaded: Bool { state.isLoaded }
    /// Whether a selection is animating (interaction disabled).
    public var isLocked: Bool { outlet.isLocked }
    /// The owner, asked before user selections and told their outcomes; held weakly.
    public var delegate: (any TabBarPresenterDelegate)? {
        get { state.delegate }
        set { state.delegate = newValue }
    }

    /// The view, the scheduler, what this presenter scheduled and where the bar is.
    let outlet: PresenterOutlet
    let choreographies: ChoreographyChain?
    /// Flags, layout, theme and delegate (see `PresenterState`).
    @exclusivity(unchecked) var state: PresenterState

    /// Creates a presenter around `model`.
    public init(
        model: Model, layout: TabBarLayout = TabBarLayout(), theme: Theme = .light,
        tapPolicy: TapPolicy = .defer, reduceMotion: Bool = false, view: some TabBarView,
        scheduler: some TabBarScheduler,
        choreographies: [any TabBarChoreography] = StandardChoreographies.make()
    ) throws(TabBarError) {
        try layout.validate()
        self.model = model
        self.state = PresenterState(layout: layout, theme: theme, tapPolicy: tapPolicy)
        state.isMotionReduced = reduceMotion
        self.outlet = PresenterOutlet(view: view, scheduler: scheduler)
        self.choreographies = ChoreographyChain.make(choreographies)
        // Not counted: the presenter's `deinit` detaches the outlet before anything else. A step
        // that fires while an isolated `deinit` waits its turn (the presenter released off the
        // main actor) finds the presenter's memory still valid, and runs as if just before the
        // release.
        outlet.attach(handleDeferred: { [unowned(unsafe) self] in self.handleDeferredRequest() })
    }

    /// The current selection.
    public var selection: Selection { model.selection }

    /// Whether a request is waiting for the lock to release.
    public var hasDeferredRequest: Bool { outlet.deferred != nil }

    /// The number of steps and timers this presenter has waiting.
    public var pendingStepCount: Int { outlet.steps.entries.count }

    /// The geometry of the current layout and slots.
    public var geometry: TabBarGeometry { TabBarGeometry(layout: layout, slotCount: model.slotCount) }

    // MARK: - Events from the view

    /// Sends the initial state: `display`, `content`, the wave and circle at rest, then
    /// `interaction true`. Later calls do nothing.
    public func viewDidLoad() {
        guard !isLoaded else { return }
        state.isLoaded = true
        outlet.display(makeDisplay(of: model))
        outlet.send(.content(makeContent(of: model)))
        place(fromSlot: model.selectedSlot, from: model.selection)
        outlet.send(.interaction(isEnabled: true))
    }

    // Specialised for the default model: the generic entry point checks the model's type and
    // jumps to code compiled for `DefaultTabBarModel` (other models run the generic code).

    /// Handles a tap on the slot at `slot`; a slot that does not exist is rejected
    /// `unavailable` (or `hidden` while the bar is hidden, which is checked first).
    @_specialize(where Model == DefaultTabBarModel)
    public func didTap(slot: Int) {
        guard let target = model.selection(atSlot: slot) else {
            report(.rejected(nil, reason: isLoaded && isHidden ? .hidden : .unavailable))
            return
        }
        didTap(target)
    }

    /// Handles a tap on the slot showing `target`.
    public func didTap(_ target: Selection) { handle(.tap(target)) }

    /// Handles a pick of `tab` from the More list.
    public func didPick(_ tab: TabID) { handle(.pick(tab)) }

    /// Moves to a new layout: `display` and the wave and circle at the new geometry. Mid-
    /// animation the remaining steps are cancelled first, then the bar unlocks. An unchanged
    /// layout does nothing; an invalid width throws and changes nothing.
    public func didChangeLayout(_ layout: TabBarLayout) throws(TabBarError) {
        try layout.validate()
        guard layout != self.layout else { return }
        state.layout = layout
        if isLoaded { showSettledState(contentChanged: false) }
    }

    /// Switches the theme and sends `display`; an unchanged theme does nothing.
    public func didChangeTheme(_ theme: Theme) {
        guard theme != self.theme else { return }
        state.theme = theme
        if isLoaded { outlet.display(makeDisplay(of: model)) }
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
        guard isLoaded else {
            try model.select(selection)
            return
        }
        handle(.select(selection, animated: animated))
    }

    /// Hides or shows the bar: `bar` over 0.3 s (at once with Reduce Motion), then `display`. A
    /// repeat does nothing.
    public func setHidden(_ isHidden: Bool) {
        guard isHidden != self.isHidden else { return }
        state.isHidden = isHidden
        guard isLoaded else { return }
        let duration = isMotionReduced ? .zero : TabBarMetrics.barDuration
        outlet.send(.bar(BarVisibility(isHidden: isHidden, duration: duration)))
        outlet.display(makeDisplay(of: model))
    }

    // MARK: - Messages

    // The builders take the model as a parameter, so that code that has one at hand (a
    // model's edit checked on a copy, say) builds from it.

    func makeDisplay(of model: Model) -> TabBarDisplay {
        TabBarDisplay(
            tabs: model.tabs, maxVisible: model.maxVisible, selection: model.selection,
            selectedSlot: model.selectedSlot, layout: layout, theme: theme, isHidden: isHidden,
            labels: state.labels, badgeLimit: state.badgeLimit)
    }

    func makeContent(of model: Model) -> TabContent {
        switch model.selection {
        case .tab(let id): .tab(id)
        case .more: .more(items: model.overflowIDs)
        }
    }

    /// The move to the model's selection; `model` is `inout` only so that it is read in place
    /// (see TabBarPresenter+ModelReads.swift).
    func makeMove(in model: inout Model, from previous: Selection, fromSlot: Int, fromIcon: String)
        -> SelectionMove
    {
        let geometry = TabBarGeometry(layout: layout, slotCount: model.slotCount)
        let toSlot = model.selectedSlot
        return SelectionMove(
            from: previous, to: model.selection, fromSlot: fromSlot, toSlot: toSlot,
            fromX: geometry.x(ofSlot: fromSlot), toX: geometry.x(ofSlot: toSlot), fromIcon: fromIcon,
            toIcon: model.circleIcon(for: model.selection), metrics: geometry.metrics,
            isMotionReduced: isMotionReduced)
    }

    /// Tells every choreography to show the current selection at rest, coming from `fromSlot`.
    func place(fromSlot: Int, from previous: Selection) {
        let fromIcon = model.circleIcon(for: previous)
        let move = makeMove(in: &model, from: previous, fromSlot: fromSlot, fromIcon: fromIcon)
        let stage = ChoreographyStage(outlet: outlet)
        choreographies?.place(move, on: stage)
    }

    func report(_ report: TabBarReport) {
        delegate?.tabBarPresenter(self, didReport: report)
    }

    isolated deinit {
        outlet.detach()
    }
}

extension TabBarPresenter where Model == DefaultTabBarModel {
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
        try applySection7Settings(of: configuration)
    }
}
