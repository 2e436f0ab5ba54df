import TabBarKit
import TabBarRendering

extension ReferenceModel {
    /// Reduce Motion on or off (the behaviour contract, section Motion). At rest, or to the value it has, nothing is
    /// sent. Turned on while a selection animates, it is handled like a layout change: the
    /// remaining steps go, `display` and the wave and circle at rest show the final state, then
    /// `interaction true` and any deferred request (now shown at once).
    public mutating func setReduceMotion(_ isOn: Bool) -> ReferenceOutcome {
        collect { model in
            guard isOn != model.reduceMotion else { return nil }
            model.reduceMotion = isOn
            guard isOn, model.isLocked else { return nil }
            model.steps.removeAll(where: \.isAnimationStep)
            model.sendDisplay()
            model.sendAtRest()
            model.unlock()
            return nil
        }
    }

    /// Where the wave's dip is now: the last `curve`'s `from + (to − from) · p(f)`, `f` the
    /// fraction of its duration gone by, or its `to` once it is over (or when it had none) —
    /// either way rounded to the nearest 0.001 pt, and kept within `[0, width]` (every x within the bar),
    /// which only a bar narrower than 0.005 pt could leave. The curve is the core's
    /// `TimingCurve`, tested on its own against Core Animation's values.
    var dipCentre: Double {
        guard let (curve, sent) = lastCurve else { return rounded(x(highlightedSlot(selection))) }
        let elapsed = now - sent
        let duration =
            curve.duration.components.seconds * 1000
            + curve.duration.components.attoseconds / 1_000_000_000_000_000
        guard duration > 0, elapsed < duration else { return rounded(curve.to) }
        let progress = curve.timing.progress(Double(elapsed) / Double(duration))
        return rounded(curve.from + (curve.to - curve.from) * progress)
    }

    /// `value` to the nearest 0.001 pt, halves away from zero; a value too large for
    /// thousandths to matter stays as it is. Kept within `[0, width]`.
    func rounded(_ value: Double) -> Double {
        let thousandths = value * 1000
        let rounded = thousandths.isFinite ? thousandths.rounded() / 1000 : value
        return min(max(rounded, 0), layout.width)
    }

    /// A user's request for `target` while a selection animates, under the `interrupt` policy
    /// (the `interrupt` policy): the move in flight loses its remaining steps and a deferred request is dropped;
    /// `selected`, `display`, `content`, no `interaction`; the wave turns from where its dip is
    /// (unless `target` shares the slot it heads to); the circle sinks from where it is; the
    /// icon's input; then the circle's arrival at +0.2 s and the unlock at +0.4 s.
    mutating func interrupt(to target: Selection) {
        steps.removeAll(where: \.isAnimationStep)
        deferred = nil
        let previous = selection
        let from = highlightedSlot(previous)
        let dip = dipCentre
        let circle =
            lastCircle
            ?? CircleMove(
                x: x(from), y: 0, alpha: 1, diameter: diameter, icon: circleIcon(previous), duration: .zero)
        selection = target
        let to = highlightedSlot(target)
        send(.report(.selected(target, previous: previous)))
        send(.update(.feedback(.selection)))  // selection feedback: the haptic, also for each interrupt
        sendDisplay()
        sendContent()
        sendSelectedInputs(from: previous)
        if from != to {
            send(
                .animation(
                    .curve(
                        WaveCurve(
                            from: dip, to: x(to), radius: radius, duration: .milliseconds(400),
                            timing: .easeInEaseOut))))
        }
        send(
            .animation(
                .circle(
                    CircleMove(
                        x: circle.x, y: 30, alpha: 0, diameter: diameter, icon: circle.icon,
                        duration: .milliseconds(200)))))
        schedule(after: 200, .circleArrives(x: x(to), diameter: diameter, icon: circleIcon(target)))
        schedule(after: 400, .unlock)
        if let id = target.tabID { startIconInput(id) }
    }
}
