// How events reach the presenter: all of them — called by the owner, by the view or the delegate
// from inside a message, or fired by a scheduled step — go through one first-in-first-out queue
// with one entry point, `send(_:through:)`, in the shape of a store's send: one buffer of event
// values and one flag that says whether one is being handled.

extension TabBarPresenter {
    /// Work to do on the presenter, handed it when its turn comes, so that an event waiting in
    /// the queue does not keep the presenter alive.
    typealias Work = @MainActor (TabBarPresenter) -> Void

    /// One event, as a value. The frequent ones — a tap, a selection request, a step coming due —
    /// are cases of their own, so that queueing one allocates nothing; the owner's other calls
    /// carry the work they do.
    enum Event {
        /// A tap on the slot at this index.
        case tap(slot: Int)
        /// A tap, pick, shortcut or selection in code.
        case request(SelectionRequest)
        /// The scheduled step with this token came due.
        case step(ScheduledToken, Work)
        /// Any other call of the owner's.
        case call(Work)
    }

    /// Handles `event` after those already waiting (see ``send(_:through:)``).
    func send(_ event: Event) { Self.send(event, through: stageHost) }

    /// Does `work` after the events already waiting (see ``send(_:through:)``).
    func send(_ work: @escaping Work) { send(.call(work)) }

    /// The one entry point: gives `event` to the presenter `host` refers to, which handles it at
    /// once when it is handling none — nothing waits then — and otherwise queues it (the loop of
    /// the event being handled gets to it). Then it handles what waits, one event at a time
    /// (the behaviour contract, <doc:BehaviorContract#Re-entrancy>): first the request the end of
    /// the lock released, then the events in the order they came. The presenter is read through
    /// `host`'s weak reference again before each, so that once its owner has let go — its last
    /// strong reference gone — nothing that waits starts.
    static func send(_ event: Event, through host: PresenterStageHost) {
        // The presenter is held for one statement at a time, never in a local that outlives it:
        // a strong local here would keep it alive after its owner let go. An event being handled
        // gets to this one when it is done.
        var isWaiting = host.presenter?.receive(event) ?? false
        while isWaiting { isWaiting = host.presenter?.handleNext() ?? false }
    }

    /// Handles `event` now when no event is being handled — nothing waits then — and says
    /// whether others wait; otherwise queues it for the event being handled to get to.
    private func receive(_ event: Event) -> Bool {
        if !isHandlingEvent { return handle(event) }
        events.append(event)
        return false
    }

    /// Handles the next event that waits, and says whether another one waits: first the request
    /// the end of the lock released, then the queue's first event, taken off in O(1) — the queue
    /// keeps the index of its first waiting event, and is emptied once all have been taken.
    private func handleNext() -> Bool {
        if !isLocked, let request = deferred.take() { return handle(Event.request(request)) }
        guard head < events.count else { return false }
        let next = events[head]
        head += 1
        if head == events.count {
            events.removeAll(keepingCapacity: true)
            head = 0
        }
        return handle(next)
    }

    /// Does what `event` asks, now, and says whether another event waits.
    private func handle(_ event: Event) -> Bool {
        isHandlingEvent = true
        switch event {
        case .tap(let slot): handleTap(onSlot: slot)
        case .request(let request): handle(request)
        case .step(let token, let work): runStep(token, work)
        case .call(let work): work(self)
        }
        isHandlingEvent = false
        // Invalidated while it was handled: the event has sent its messages (and scheduled what
        // they end with), so end now.
        if isInvalidated { finishWhatWasStarted() }
        return head < events.count || (!isLocked && deferred != nil)
    }
}
