/// How much work each figure does: a full run for the README, a quick one for CI.
struct BenchPlan {
    /// Timed repetitions per figure; the median is reported.
    var repetitions: Int
    /// Taps in one timed repetition of the tap figures.
    var tapsPerRepetition: Int
    /// Taps counted by the allocation figure.
    var allocationTaps: Int
    /// Taps whose events the renderer figures encode per repetition.
    var rendererTaps: Int
    /// Frames drawn per repetition of the text-frame figure.
    var framesPerRepetition: Int
    /// Taps in the script of the script-runner figure.
    var scriptTaps: Int
    /// Taps played on the real clock (each waits for its 0.4 s unlock).
    var clockTaps: Int

    /// The full run.
    static let full = BenchPlan(
        repetitions: 11, tapsPerRepetition: 100_000, allocationTaps: 1_000_000, rendererTaps: 2_000,
        framesPerRepetition: 20_000, scriptTaps: 10_000, clockTaps: 40)

    /// The CI run: the same figures from less work, so noisier.
    static let quick = BenchPlan(
        repetitions: 5, tapsPerRepetition: 20_000, allocationTaps: 100_000, rendererTaps: 500,
        framesPerRepetition: 2_000, scriptTaps: 10_000, clockTaps: 10)
}
