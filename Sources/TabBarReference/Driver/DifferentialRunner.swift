import TabBarKit
import TabBarManifest
import TabBarRendering

/// Plays a scenario against the real `TabBarPresenter` (on a `VirtualScheduler`, with a
/// `TabBarRecorder` as view and delegate) and against ``ReferenceModel``, comparing after
/// every event the messages (owner reports included), a thrown error's reason, and the
/// selection, lock, deferred request and hidden state; at the end both are settled and
/// nothing may remain scheduled. For a scenario that ``ReferenceScenario/readsFiles``, the
/// presenter gets the manifest and the state files as `tabbar` reads them, the reference the
/// values they were written from.
@MainActor
public enum DifferentialRunner {
    /// The first divergence, or `nil` when the presenter did exactly what the reference predicts.
    /// `mutate` alters the reference before it starts (tests use it to plant a wrong prediction).
    public static func firstDivergence(
        in scenario: ReferenceScenario, mutate: (inout ReferenceModel) -> Void = { _ in }
    ) -> Divergence? {
        let scheduler = VirtualScheduler()
        let view = TabBarRecorder()
        let presenter: TabBarPresenter
        do {
            let configuration =
                scenario.readsFiles
                ? try ManifestDecoder.decode(Array(scenario.manifest.utf8), path: "repro.json")
                : scenario.configuration
            presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
        } catch {
            return Divergence(
                scenario: scenario,
                summary:
                    "the \(scenario.readsFiles ? "manifest reader or the " : "")presenter refused a valid configuration: \(error)",
                expected: [],
                actual: [])
        }
        presenter.delegate = view
        var reference = ReferenceModel(configuration: scenario.configuration)
        mutate(&reference)

        presenter.viewDidLoad()
        if let divergence = compare(
            reference.load(), nil, view, presenter, reference, scenario, upTo: 0, what: "initial load")
        {
            return divergence
        }
        for (index, event) in scenario.events.enumerated() {
            var given = event
            if scenario.readsFiles, case .restore(let state) = event {
                let file = ReferenceScenario.stateFile(state)
                do {
                    given = .restore(try StateDecoder.decode(Array(file.utf8), path: "state.json"))
                } catch {
                    var cut = scenario
                    cut.events = Array(scenario.events.prefix(index + 1))
                    return Divergence(
                        scenario: cut, summary: "the state file reader refused \(file): \(error)",
                        expected: [],
                        actual: [])
                }
            }
            let thrown = apply(given, to: presenter, view: view, scheduler: scheduler)
            let predicted = apply(event, to: &reference)
            if let divergence = compare(
                predicted, thrown, view, presenter, reference, scenario, upTo: index + 1,
                what: "event \(index + 1) `\(event.scriptLine)`")
            {
                return divergence
            }
        }
        scheduler.settle()
        if let divergence = compare(
            reference.settle(), nil, view, presenter, reference, scenario, upTo: scenario.events.count,
            what: "settling after the last event")
        {
            return divergence
        }
        if scheduler.pendingCount != 0 || presenter.pendingStepCount != 0 {
            return Divergence(
                scenario: scenario, summary: "work is still scheduled after settling",
                expected: ["nothing pending"],
                actual: ["scheduler \(scheduler.pendingCount), presenter \(presenter.pendingStepCount)"])
        }
        return nil
    }

    /// Applies an event to the presenter; returns the thrown error's reason, if any.
    static func apply(
        _ event: ReferenceEvent, to presenter: TabBarPresenter, view: TabBarRecorder,
        scheduler: VirtualScheduler
    ) -> RejectionReason? {
        apply(
            event, to: presenter, advance: { scheduler.advance(by: $0) },
            veto: { selection, isVetoed in view.setVetoed(isVetoed, selection) })
    }

    /// Applies an event to a presenter of any model, as its owner, its view and time would: a
    /// wait goes to `advance`, a veto to `veto` (the delegate's answer for that selection from
    /// now on: `true` vetoes it, `false` allows it again). Returns the thrown error's reason, if
    /// any.
    ///
    /// ```swift
    /// let reason = DifferentialRunner.apply(
    ///     .wait(milliseconds: 400), to: presenter, advance: { scheduler.advance(by: $0) },
    ///     veto: { selection, isVetoed in
    ///         if isVetoed { spy.vetoed.insert(selection) } else { spy.vetoed.remove(selection) }
    ///     })
    /// ```
    public static func apply(
        _ event: ReferenceEvent, to presenter: TabBarPresenter, advance: (Duration) -> Void,
        veto: (Selection, Bool) -> Void
    ) -> RejectionReason? {
        do {
            switch event {
            case .load: presenter.viewDidLoad()
            case .tap(let target): presenter.didTap(target)
            case .pick(let id): presenter.didPick(id)
            case .select(let target, let animated): try presenter.select(target, animated: animated)
            case .wait(let milliseconds): advance(.milliseconds(milliseconds))
            case .resize(let width, let orientation):
                try presenter.didChangeLayout(
                    TabBarLayout(
                        width: width, orientation: orientation ?? presenter.layout.orientation,
                        direction: presenter.layout.direction))
            case .theme(let theme): presenter.didChangeTheme(theme)
            case .badge(let id, let value): try presenter.setBadge(value.map(TabBadge.init(_:)), for: id)
            case .setEnabled(let id, let isEnabled): try presenter.setEnabled(isEnabled, for: id)
            case .remove(let id): try presenter.remove(id)
            case .insert(let index, let id, let title, let icon):
                try presenter.insert(Tab(id: id, title: title, icon: icon), at: index)
            case .setHidden(let isHidden): presenter.setHidden(isHidden)
            case .veto(let id, let isVetoed): veto(.tab(id), isVetoed)
            case .tapSlot(let slot): presenter.didTap(slot: slot)
            case .direction(let direction):
                var layout = presenter.layout
                layout.direction = direction
                try presenter.didChangeLayout(layout)
            case .policy(let policy): presenter.tapPolicy = policy
            case .motion(let reduced): presenter.didChangeReduceMotion(reduced)
            case .dotBadge(let id): try presenter.setBadge(.dot, for: id)
            case .labels(let labels): presenter.setLabels(labels)
            case .shortcut(let n): presenter.didPressShortcut(n)
            case .move(let id, let index): presenter.didMove(id, to: index)
            case .restore(let state): presenter.restore(state)
            case .attach(let id): presenter.didAttachIcon(id)
            }
        } catch {
            return error.rejectionReason
        }
        return nil
    }

    /// Applies an event to the reference and returns its prediction.
    public static func apply(_ event: ReferenceEvent, to reference: inout ReferenceModel) -> ReferenceOutcome
    {
        switch event {
        case .load: return reference.load()
        case .tap(let target): return reference.tap(target)
        case .pick(let id): return reference.pick(id)
        case .select(let target, let animated): return reference.select(target, animated: animated)
        case .wait(let milliseconds): return reference.wait(milliseconds: milliseconds)
        case .resize(let width, let orientation):
            var layout = reference.layout
            layout.width = width
            if let orientation { layout.orientation = orientation }
            return reference.changeLayout(layout)
        case .theme(let theme): return reference.changeTheme(theme)
        case .badge(let id, let value): return reference.setBadge(value, for: id)
        case .setEnabled(let id, let isEnabled): return reference.setEnabled(isEnabled, for: id)
        case .remove(let id): return reference.remove(id)
        case .insert(let index, let id, let title, let icon):
            return reference.insert(Tab(id: id, title: title, icon: icon), at: index)
        case .setHidden(let isHidden): return reference.setHidden(isHidden)
        case .veto(let id, let isVetoed):
            if isVetoed { reference.vetoed.insert(.tab(id)) } else { reference.vetoed.remove(.tab(id)) }
            return ReferenceOutcome(messages: [])
        case .tapSlot(let slot): return reference.tap(slot: slot)
        case .direction(let direction):
            var layout = reference.layout
            layout.direction = direction
            return reference.changeLayout(layout)
        case .policy(let policy):
            reference.tapPolicy = policy
            return ReferenceOutcome(messages: [])
        case .motion(let reduced): return reference.setReduceMotion(reduced)
        case .dotBadge(let id): return reference.setDotBadge(for: id)
        case .labels(let labels): return reference.setLabels(labels)
        case .shortcut(let n): return reference.shortcut(n)
        case .move(let id, let index): return reference.move(id, to: index)
        case .restore(let state): return reference.restore(state)
        case .attach(let id): return reference.attach(id)
        }
    }

    // swift-format-ignore: FunctionParameterCount
    static func compare(
        _ predicted: ReferenceOutcome, _ thrown: RejectionReason?, _ view: TabBarRecorder,
        _ presenter: TabBarPresenter,
        _ reference: ReferenceModel, _ scenario: ReferenceScenario, upTo count: Int, what: String
    ) -> Divergence? {
        let received = view.messages
        view.removeAll()
        var same = received.count == predicted.messages.count && thrown == predicted.thrown
        if same {
            for (message, expected) in zip(received, predicted.messages)
            where ObservedMessage(message) != expected {
                same = false
                break
            }
        }
        let stateActual = state(
            presenter.selection, presenter.isLocked, presenter.hasDeferredRequest, presenter.isHidden)
        let stateExpected = state(
            reference.selection, reference.isLocked, reference.deferred != nil, reference.isHidden)
        let broken = received.compactMap { invariantViolation($0, width: presenter.layout.width) }
        if same, stateActual == stateExpected, broken.isEmpty { return nil }
        var cut = scenario
        cut.events = Array(scenario.events.prefix(count))
        return Divergence(
            scenario: cut, summary: "divergence at \(what)",
            expected: predicted.messages.map(MessageText.describe)
                + (predicted.thrown.map { ["throws (\($0))"] } ?? []) + [stateExpected],
            actual: received.map(MessageText.describe) + (thrown.map { ["throws (\($0))"] } ?? []) + [
                stateActual
            ]
                + broken)
    }

    /// Invariant 6 of the behaviour contract (section Invariants), checked on the presenter's own output: no NaN or
    /// infinite number, every x within `[0, width]`.
    static func invariantViolation(_ message: TabBarMessage, width: Double) -> String? {
        var xs: [Double] = []
        var others: [Double] = []
        switch message {
        case .animation(.curve(let curve)):
            xs = [curve.from, curve.to]
            others = [curve.radius]
        case .animation(.circle(let circle)):
            xs = [circle.x]
            others = [circle.y, circle.alpha, circle.diameter]
        case .display(let state):
            let display = ReferenceDisplay(state)
            xs = display.items.compactMap(\.x) + (display.more.map { [$0.x] } ?? [])
        default:
            return nil
        }
        for x in xs where !(x.isFinite && x >= 0 && x <= width) {
            return "invariant 6 broken: x \(x) outside [0, \(width)] in \(message.kind)"
        }
        for value in others where !value.isFinite {
            return "invariant 6 broken: \(value) in \(message.kind)"
        }
        return nil
    }

    static func state(_ selection: Selection, _ locked: Bool, _ deferred: Bool, _ hidden: Bool) -> String {
        "state: selection \(selection), locked \(locked), deferred \(deferred), hidden \(hidden)"
    }
}

extension TabBarRecorder {
    /// Vetoes `selection` from now on, or allows it again, keeping the other vetoes.
    fileprivate func setVetoed(_ isVetoed: Bool, _ selection: Selection) {
        let others = shouldSelect
        shouldSelect = { $0 == selection ? !isVetoed : others?($0) ?? true }
    }
}
