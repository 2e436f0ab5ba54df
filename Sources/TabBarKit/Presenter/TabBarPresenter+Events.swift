// How events reach the presenter: all of them — called by the owner, by the view or the delegate
// from inside a message, or fired by a scheduled step — go through one first-in-first-out queue
// with one entry point, `send(_:through:)`, in the shape of a store's send: one buffer and one
// flag that says whether it is being handled.

extension TabBarPresenter {
    /// One event: handed the presenter when its turn comes, so that one waiting in the queue
    /// does not keep the presenter alive.
    typealias Event = @MainActor (TabBarPresenter) -> Void

    /// Handles `event` after those already waiting (see ``send(_:through:)``).
    func send(_ event: @escaping Event) { Self.send(event, through: stageHost) }

    /// The one entry point: queues `event` for the presenter `host` refers to and, unless an event
    /// is being handled (that one's loop then gets to it), handles what waits, one event at a time
    /// (the behaviour contract, <doc:BehaviorContract#Re-entrancy>): first the request the end of
    /// the lock released, then the events in the order they came. The presenter is read through
    /// `host`'s weak reference again before each, so that once its owner has let go — its last
    /// strong reference gone — nothing that waits starts.
    static func send(_ event: @escaping Event, through host: PresenterStageHost) {
        guard host.presenter?.enqueue(event) == true else { return }
        while let presenter = host.presenter, let next = presenter.dequeue() {
            presenter.isHandlingEvent = true
            next(presenter)
            presenter.isHandlingEvent = false
        }
    }

    /// Adds `event` to the queue and says whether nobody is handling it.
    private func enqueue(_ event: @escaping Event) -> Bool {
        events.append(event)
        return !isHandlingEvent
    }

    /// The next event to handle, if any, taken off the queue in O(1): the queue keeps the index of
    /// its first waiting event, and is emptied once all have been taken.
    private func dequeue() -> Event? {
        if !isLocked, let request = deferred.take() { return { $0.handle(request) } }
        guard head < events.count else {
            events.removeAll(keepingCapacity: true)
            head = 0
            return nil
        }
        defer { head += 1 }
        return events[head]
    }
}
