import TabBarKit
import TabBarRendering

/// The invariants of the behaviour contract (TabBarKit's article, section Invariants), checked
/// against a presenter, the messages its view and owner received, and the scheduler it runs on.
///
/// Randomised and scripted tests call it after every event; an empty result means every
/// invariant holds. Each violation is one readable sentence that names the invariant:
///
/// ```swift
/// let violations = TabBarInvariants.violations(presenter: presenter, messages: spy.messages,
///                                              scheduler: scheduler)
/// #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
/// ```
///
/// What is checked:
/// 1. the selection names an existing tab, or `more` only while a More slot exists; the last
///    `display` and `content` agree with it;
/// 2. when the bar is not locked, the last `interaction` is `true` and the last `curve` and
///    `circle` end at the selected slot's centre with the current radius and diameter, the circle
///    resting (y 0, alpha 1) with the selected icon; while locked, the last `interaction` is
///    `false` and a step is scheduled that will release it;
/// 3. a deferred request is only held while the bar is locked (so it will be handled);
/// 4. every `input false` follows an `input true` for that tab and input, and once nothing is
///    scheduled every `true` has been followed by its `false`;
/// 5. every step the presenter tracks is scheduled (`TabBarPresenter/pendingStepCount` is at
///    most the scheduler's pending count);
/// 6. no message carries NaN or infinite numbers or a negative duration, and every `x` lies in
///    `[0, width]` of the `display` sent before it;
/// 7. (icon states, the contract's Icon state machines) the last `selectedInput` value sent for each tab
///    with that binding is whether the tab is the selection, and the last `badgeInput` number is
///    its badge's number (nothing sent counts as `false` and 0).
///
/// Invariant 4 is about pulses: a tab's animation `input` (`hover`), not its other bindings.
///
/// The messages must be everything the presenter sent since `TabBarPresenter/viewDidLoad()`
/// (a ``TabBarViewSpy``'s ``TabBarViewSpy/messages``). The rest half of invariant 2
/// (`restingWaveAndCircle`) assumes the standard choreographies
/// (`StandardChoreographies/make()`), which send the wave and the circle: pass
/// `anyChoreography` for a presenter with choreographies of your own.
/// Checking costs O(messages).
@MainActor
public enum TabBarInvariants {
    /// The violated `invariants` (all by default), as readable sentences naming the invariant;
    /// empty when every one holds. `scheduler` is the presenter's: a `TestScheduler`,
    /// `VirtualScheduler`, `ImmediateScheduler` or `UnimplementedScheduler`.
    ///
    /// For a presenter with a custom choreography or model, check `anyChoreography`.
    public static func violations(
        _ invariants: Invariant = .all, presenter: TabBarPresenter, messages: [TabBarMessage],
        scheduler: some PendingStepCounting
    ) -> [String] {
        let pendingCount = scheduler.pendingCount
        var scan = Scan(messages)
        scan.checkSelection(presenter)
        let (model, selection) = (presenter.model, presenter.selection)
        let restored = presenter.state().restored(
            onto: model.tabs, selection: selection, maxVisible: model.maxVisible)
        scan.add(
            .restoration, when: restored.tabs != model.tabs || restored.selection != selection,
            "restoring the presenter's own state() would change the bar")
        guard presenter.isLoaded else { return scan.sentences(of: invariants) }
        scan.checkRest(presenter)
        scan.add(
            .deferred, when: presenter.hasDeferredRequest && !presenter.isLocked,
            "a deferred request is held while the bar is unlocked, so it is never handled")
        for (key, isOpen) in scan.inputs where isOpen && pendingCount == 0 {
            scan.add(.inputs, "input \(key) was set true and nothing is scheduled to set it false")
        }
        scan.checkIconStates(model)
        scan.add(
            .scheduling, when: presenter.pendingStepCount > pendingCount,
            "the presenter tracks \(presenter.pendingStepCount) step(s) but the scheduler holds \(pendingCount)"
        )
        return scan.sentences(of: invariants)
    }

    /// How the sentences of each invariant begin: its number and, in brackets, its name.
    private static let labels: [Invariant.RawValue: String] = [
        Invariant.selection.rawValue: "1 (selection)", Invariant.locking.rawValue: "2 (lock)",
        Invariant.restingWaveAndCircle.rawValue: "2 (resting)", Invariant.deferred.rawValue: "3 (deferred)",
        Invariant.inputs.rawValue: "4 (input)", Invariant.scheduling.rawValue: "5 (scheduling)",
        Invariant.numbers.rawValue: "6 (numbers)", Invariant.feedback.rawValue: "7 (feedback)",
        Invariant.reordering.rawValue: "7 (moved)", Invariant.restoration.rawValue: "7 (restoration)",
        Invariant.iconStates.rawValue: "7 (icon state)",
    ]

    private nonisolated static func n(_ value: Double) -> String { TestDescription.number(value) }

    /// A tab's input, written `tab.input` in the sentences.
    private struct InputKey: Hashable, CustomStringConvertible {
        var tab: TabID
        var name: String

        var description: String { "\(tab).\(name)" }
    }

    /// One pass over the messages (the last of each kind, open inputs, per-message problems),
    /// then the checks of the presenter against what it found.
    @MainActor
    private struct Scan {
        var lastDisplay: TabBarDisplay?
        var lastContent: TabContent?
        var lastCurve: WaveCurve?
        var lastCircle: CircleMove?
        var lastInteraction: Bool?
        /// The pulses' last values (invariant 4).
        var inputs: [InputKey: Bool] = [:]
        /// Every boolean and number input's last value (the icon states of invariant 7).
        var states: [InputKey: IconInputValue] = [:]
        /// Each violated invariant and the sentence that says so, in the order found.
        var problems: [(invariant: Invariant, text: String)] = []
        /// The ids the next `display` must list after a `moved` report.
        var expectedOrder: [TabID]?

        /// Records that `invariant` is broken (when `broken`), saying so in `text`.
        mutating func add(_ invariant: Invariant, when broken: Bool = true, _ text: @autoclosure () -> String)
        {
            if broken { problems.append((invariant, "\(labels[invariant.rawValue] ?? ""): \(text())")) }
        }

        /// The sentences of the problems found that break one of `invariants`.
        func sentences(of invariants: Invariant) -> [String] {
            problems.filter { invariants.contains($0.invariant) }.map(\.text)
        }

        /// Invariant 1: the selection exists, and the last `display` and `content` agree with it.
        mutating func checkSelection(_ presenter: TabBarPresenter) {
            let (model, selection) = (presenter.model, presenter.model.selection)
            switch selection {
            case .more where !model.hasMoreSlot:
                add(.selection, "'more' is selected but there is no More slot")
            case .tab(let id) where model.tab(id) == nil:
                add(.selection, "'\(id)' is selected but no tab has that id")
            default: break
            }
            guard presenter.isLoaded else { return }
            if let display = lastDisplay {
                add(
                    .selection, when: display.selection != selection,
                    "the last display shows \(display.selection), the model has \(selection)")
                add(
                    .selection, when: display.tabs != model.tabs,
                    "the last display's tabs differ from the model's")
                add(
                    .selection,
                    when: display.layout != presenter.layout || display.theme != presenter.theme
                        || display.isHidden != presenter.isHidden,
                    "the last display's layout, theme or hidden flag is out of date")
            } else {
                add(.selection, "the presenter is loaded but no display was sent")
            }
            switch lastContent {
            case nil:
                add(.selection, "the presenter is loaded but no content was sent")
            case .tab(let id)? where selection != .tab(id):
                add(.selection, "the content shows \(id), the selection is \(selection)")
            case .more(let items)? where selection != .more || items != model.overflowIDs:
                add(.selection, "the content shows the More list \(items), the selection is \(selection)")
            default: break
            }
        }

        /// Invariant 2: locked with a step to release it, or idle with the wave and the circle at
        /// rest.
        mutating func checkRest(_ presenter: TabBarPresenter) {
            guard !presenter.isLocked else {
                add(
                    .locking, when: lastInteraction != false,
                    "the bar is locked but the last interaction message is not false")
                add(
                    .locking, when: presenter.pendingStepCount == 0,
                    "the bar is locked and nothing is scheduled to unlock it")
                return
            }
            let geometry = presenter.geometry
            let x = geometry.x(ofSlot: presenter.model.selectedSlot)
            let icon = presenter.model.circleIcon(for: presenter.selection)
            add(
                .locking, when: lastInteraction != true,
                "the bar is idle but the last interaction message is not true")
            if let curve = lastCurve {
                add(
                    .restingWaveAndCircle, when: curve.to != x || curve.radius != geometry.waveRadius,
                    "the wave ends at x \(n(curve.to)) radius \(n(curve.radius)), expected x \(n(x)) radius \(n(geometry.waveRadius))"
                )
            } else {
                add(.restingWaveAndCircle, "no curve was sent")
            }
            if let circle = lastCircle?.target {
                let resting = CircleState(x: x, y: 0, alpha: 1, diameter: geometry.circleDiameter, icon: icon)
                add(
                    .restingWaveAndCircle, when: circle != resting,
                    "the circle ends at \(Self.describe(circle)), expected \(Self.describe(resting))")
            } else {
                add(.restingWaveAndCircle, "no circle was sent")
            }
        }

        /// Invariant 7 (the behaviour contract's Icon state machines): for every tab with a
        /// `selectedInput`, the last value sent for it (`false` when none was) is whether the tab
        /// is the selection; for every tab with a `badgeInput`, the last number sent (0 when none
        /// was) is its badge's number.
        mutating func checkIconStates(_ model: some TabBarModel) {
            for tab in model.tabs {
                if let name = tab.animation?.selectedInput {
                    let sent = states[InputKey(tab: tab.id, name: name)]?.boolValue ?? false
                    let selected = model.selection == .tab(tab.id)
                    add(
                        .iconStates, when: sent != selected,
                        "the last \(tab.id).\(name) sent is \(sent), but the tab is \(selected ? "" : "not ")the selection"
                    )
                }
                if let name = tab.animation?.badgeInput {
                    let sent = states[InputKey(tab: tab.id, name: name)]?.numberValue ?? 0
                    add(
                        .iconStates, when: sent != tab.badgeNumber,
                        "the last \(tab.id).\(name) sent is \(n(sent)), but the badge's number is \(n(tab.badgeNumber))"
                    )
                }
            }
        }

        /// A circle as the resting sentences write it.
        private static func describe(_ circle: CircleState) -> String {
            "x \(n(circle.x)) y \(n(circle.y)) alpha \(n(circle.alpha)) diameter \(n(circle.diameter)) icon \(circle.icon)"
        }

        /// Whether `input` is its tab's pulse, by the tab's animation in the `display` sent
        /// before it (a tab no longer listed counts every boolean as its pulse).
        static func isPulse(_ input: IconInput, in display: TabBarDisplay?) -> Bool {
            guard let tab = display?.tabs.first(where: { $0.id == input.tab }) else { return true }
            return tab.animation.map { $0.input == input.name } ?? true
        }

        init(_ messages: [TabBarMessage]) {
            var width = Double.infinity
            for index in messages.indices {
                switch messages[index] {
                case .display(let state):
                    let ids = state.tabs.map(\.id)
                    let expected = expectedOrder ?? ids
                    add(
                        .reordering, when: Set(ids).count != ids.count,
                        "message \(index) is a display that lists an id more than once")
                    add(
                        .reordering, when: expected != ids,
                        "message \(index) is a display whose tabs are not the moved order \(expected.map(\.rawValue).joined(separator: ","))"
                    )
                    expectedOrder = nil
                    lastDisplay = state
                    width = state.layout.width
                    if !(width.isFinite && width > 0) { problem(index, "display has width \(n(width))") }
                case .animation(.curve(let curve)):
                    lastCurve = curve
                    check(index, "curve", x: curve.from, width)
                    check(index, "curve", x: curve.to, width)
                    check(index, "curve radius", curve.radius)
                    check(index, "curve", curve.duration)
                case .animation(.circle(let circle)):
                    lastCircle = circle
                    check(index, "circle", x: circle.x, width)
                    check(index, "circle y", circle.y)
                    check(index, "circle alpha", circle.alpha)
                    check(index, "circle diameter", circle.diameter)
                    check(index, "circle", circle.duration)
                case .update(.interaction(let isEnabled)):
                    lastInteraction = isEnabled
                case .update(.input(let input)):
                    let key = InputKey(tab: input.tab, name: input.name)
                    switch input.value {
                    case .bool(let value):
                        states[key] = .bool(value)
                        guard Self.isPulse(input, in: lastDisplay) else { break }
                        add(
                            .inputs, when: !value && inputs[key] != true,
                            "message \(index) sets \(key) false without a true since the last false")
                        inputs[key] = value
                    case .number(let value):
                        states[key] = .number(value)
                        check(index, "input \(key)", value)
                    case .trigger:
                        break
                    }
                case .update(.content(let content)):
                    lastContent = content
                case .animation(.bar(let bar)):
                    check(index, "bar", bar.duration)
                case .report(.selected):
                    // Selection feedback: the haptic comes right after a user's `selected` report.
                    // (Without the reports, as when the recorder is not the delegate, a `feedback`
                    // stands alone.)
                    add(
                        .feedback, when: index + 1 < messages.count && messages[index + 1] != .feedback,
                        "message \(index) is a selected without its feedback")
                case .report(.moved(let tab, let from, let to)):
                    var ids = lastDisplay?.tabs.map(\.id) ?? []
                    guard ids.indices.contains(from), ids.indices.contains(to), ids[from] == tab, from != to
                    else {
                        add(
                            .reordering, when: lastDisplay != nil,
                            "message \(index) moves \(tab) from \(from) to \(to), not a move")
                        break
                    }
                    ids.insert(ids.remove(at: from), at: to)
                    expectedOrder = ids
                case .report, .state, .update(.feedback):
                    break
                }
            }
            if let display = lastDisplay {
                let geometry = display.geometry
                for slot in 0..<display.slotCount {
                    check(messages.count, "display slot", x: geometry.x(ofSlot: slot), width)
                }
            }
        }

        private mutating func problem(_ index: Int, _ text: String) {
            add(.numbers, "message \(index): \(text)")
        }

        private mutating func check(_ index: Int, _ kind: String, _ value: Double) {
            if !value.isFinite { problem(index, "\(kind) is \(n(value))") }
        }

        private mutating func check(_ index: Int, _ kind: String, x: Double, _ width: Double) {
            if !(x >= 0 && x <= width) { problem(index, "\(kind) x \(n(x)) lies outside [0, \(n(width))]") }
        }

        private mutating func check(_ index: Int, _ kind: String, _ duration: Duration) {
            if duration < .zero { problem(index, "\(kind) has a negative duration") }
        }
    }
}
