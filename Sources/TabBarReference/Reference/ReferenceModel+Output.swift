import TabBarKit
import TabBarRendering

extension ReferenceModel {
    mutating func send(_ message: TabBarMessage) {
        switch message {
        case .animation(.curve(let curve)): lastCurve = (curve, now)
        case .animation(.circle(let circle)): lastCircle = circle
        default: break
        }
        output.append(.message(message))
    }

    mutating func sendDisplay() { output.append(.display(display)) }

    mutating func sendContent() {
        send(
            .update(
                .content(selection == .more ? .more(items: overflow) : .tab(selection.tabID ?? TabID("")))))
    }

    /// `curve (x → x, 0)` and `circle (x, y 0, alpha 1, icon, 0)` at the selected slot.
    mutating func sendAtRest() {
        let x = x(highlightedSlot(selection))
        send(
            .animation(
                .curve(WaveCurve(from: x, to: x, radius: radius, duration: .zero, timing: .easeInEaseOut))))
        send(
            .animation(
                .circle(
                    CircleMove(
                        x: x, y: 0, alpha: 1, diameter: diameter, icon: circleIcon(selection), duration: .zero
                    ))))
    }

    /// Runs `body` and returns what it sent.
    mutating func collect(_ body: (inout ReferenceModel) -> RejectionReason?) -> ReferenceOutcome {
        output = []
        let thrown = body(&self)
        let messages = output
        output = []
        return ReferenceOutcome(messages: messages, thrown: thrown)
    }

    mutating func schedule(after milliseconds: Int64, _ action: ReferenceStep.Action) {
        nextOrder += 1
        let step = ReferenceStep(due: now + milliseconds, order: nextOrder, action: action)
        var index = steps.count
        while index > 0, steps[index - 1].due > step.due { index -= 1 }
        steps.insert(step, at: index)
    }

    /// Sends `input true` for an animated tab and (re)schedules its single reset.
    mutating func startIconInput(_ id: TabID) {
        guard let index = position(of: id), let animation = tabs[index].animation else { return }
        steps.removeAll {
            if case .reset(let tab, _) = $0.action { tab == id } else { false }
        }
        sendTapTrigger(id)
        send(.update(.input(IconInput(tab: id, name: animation.input, value: true))))
        let milliseconds =
            animation.duration.components.seconds * 1000
            + animation.duration.components.attoseconds / 1_000_000_000_000_000
        schedule(after: milliseconds, .reset(id, input: animation.input))
    }

    /// Cancels the running animation's steps; if one was running, unlocks and handles the
    /// deferred request, as after a layout or tab change.
    mutating func interruptAnimation() {
        guard isLocked else { return }
        steps.removeAll(where: \.isAnimationStep)
        unlock()
    }

    mutating func unlock() {
        isLocked = false
        send(.update(.interaction(isEnabled: true)))
        if let request = deferred {
            deferred = nil
            _ = handle(request, immediate: false)
        }
    }
}
