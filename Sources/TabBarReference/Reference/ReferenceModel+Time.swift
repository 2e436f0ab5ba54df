import TabBarKit
import TabBarRendering

extension ReferenceModel {
    /// Advances time by `milliseconds`, running every step due at or before the new time.
    public mutating func wait(milliseconds: Int64) -> ReferenceOutcome {
        collect { model in
            model.run(until: model.now + max(milliseconds, 0))
            return nil
        }
    }

    /// Runs every step until nothing is scheduled.
    public mutating func settle() -> ReferenceOutcome {
        collect { model in
            model.run(until: nil)
            return nil
        }
    }

    mutating func run(until end: Int64?) {
        while let first = steps.first, end.map({ first.due <= $0 }) ?? true {
            steps.removeFirst()
            now = first.due
            perform(first.action)
        }
        if let end { now = max(now, end) }
    }

    mutating func perform(_ action: ReferenceStep.Action) {
        switch action {
        case .circleArrives(let x, let diameter, let icon):
            send(
                .animation(
                    .circle(
                        CircleMove(x: x, y: 30, alpha: 0, diameter: diameter, icon: icon, duration: .zero))))
            send(
                .animation(
                    .circle(
                        CircleMove(
                            x: x, y: 0, alpha: 1, diameter: diameter, icon: icon, duration: .milliseconds(200)
                        ))))
        case .unlock:
            unlock()
        case .reset(let id, let input):
            send(.update(.input(IconInput(tab: id, name: input, value: false))))
        }
    }
}
