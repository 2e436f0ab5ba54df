/// A presenter's own state besides its model and its scheduled steps.
///
/// It is internal storage behind the presenter's public properties: an internal value whose
/// every access the compiler sees can be checked for overlapping access at compile time, so
/// reading a flag on the tap path costs a load instead of a run-time exclusivity check (a
/// public stored property of a class is checked on every access).
struct PresenterState {
    var layout: TabBarLayout
    var theme: Theme
    var tapPolicy: TapPolicy
    var isMotionReduced = false
    var isHidden = false
    var isLoaded = false
    weak var delegate: (any TabBarPresenterDelegate)?
}
