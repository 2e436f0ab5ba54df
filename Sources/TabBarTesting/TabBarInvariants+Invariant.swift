import TabBarKit

extension TabBarInvariants {
    /// Which invariants to check: all of them for the standard choreographies, or the ones that
    /// hold whatever the choreography (`anyChoreography`) for a custom one. ``ConformanceChecks``
    /// tagged with this kit.
    public typealias Invariant = ConformanceChecks<TabBarInvariants>
}

extension ConformanceChecks where Kit == TabBarInvariants {
    /// 1: the selection names an existing tab (or `more` while a More slot exists), and the
    /// last `display` and `content` agree with the model.
    public static var selection: Self { Self(rawValue: 1 << 0) }
    /// 2, lock: while idle the last `interaction` is `true`; while locked it is `false` and
    /// a step is scheduled that will release the lock.
    public static var locking: Self { Self(rawValue: 1 << 1) }
    /// 2, rest: while idle the last `curve` and `circle` end at the selected slot with the
    /// current radius and diameter, the circle resting with the selected icon. Only the
    /// standard choreographies (`StandardChoreographies/make()`) promise this.
    public static var restingWaveAndCircle: Self { Self(rawValue: 1 << 2) }
    /// 3: a deferred request is only held while the bar is locked.
    public static var deferred: Self { Self(rawValue: 1 << 3) }
    /// 4: every `input false` follows an `input true`, and once nothing is scheduled every
    /// `true` has had its `false`.
    public static var inputs: Self { Self(rawValue: 1 << 4) }
    /// 5: every step the presenter tracks is scheduled.
    public static var scheduling: Self { Self(rawValue: 1 << 5) }
    /// 6: no NaN, infinity or negative duration; every `x` lies in `[0, width]`.
    public static var numbers: Self { Self(rawValue: 1 << 6) }
    /// 7, feedback (the behaviour contract's Selection feedback): every `selected` report is followed
    /// at once by the selection `feedback`.
    public static var feedback: Self { Self(rawValue: 1 << 10) }
    /// 7, reordering (the behaviour contract's Reordering): every `display` lists each id
    /// exactly once, and after a `moved` report the next `display` lists the same ids with
    /// just that tab moved from `from` to `to`.
    public static var reordering: Self { Self(rawValue: 1 << 11) }
    /// 7, restoration (the behaviour contract's State restoration): restoring the presenter's own
    /// `TabBarPresenter.state()` would change nothing (tabs, order, badges, enabled flags,
    /// selection), an empty text badge counting as none.
    public static var restoration: Self { Self(rawValue: 1 << 12) }

    /// 7: the last `selectedInput` sent for each tab with one is whether it is the selection,
    /// and the last `badgeInput` its badge's number (the behaviour contract's Icon state machines).
    public static var iconStates: Self { Self(rawValue: 1 << 7) }

    /// Every invariant: for a presenter with the standard choreographies.
    public static var all: Self {
        [
            .selection, .locking, .restingWaveAndCircle, .deferred, .inputs, .scheduling, .numbers, .feedback,
            .reordering, .restoration, .iconStates,
        ]
    }
    /// Every invariant that holds whatever the choreographies send: all but
    /// ``restingWaveAndCircle``. Use it for a custom choreography or model.
    public static var anyChoreography: Self { all.subtracting(.restingWaveAndCircle) }
}

/// A scheduler that can say how many steps are waiting, for ``TabBarInvariants``.
@MainActor
public protocol PendingStepCounting {
    /// The number of steps waiting.
    var pendingCount: Int { get }
}

extension VirtualScheduler: PendingStepCounting {}
extension TestScheduler: PendingStepCounting {}
