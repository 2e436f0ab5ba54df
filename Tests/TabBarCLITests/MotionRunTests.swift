import TabBarKit
import TabBarTestSupport
import Testing

/// the behaviour contract, <doc:BehaviorContract#Motion> through the command: `--tap-policy interrupt`, `--reduce-motion` and the
/// script's `motion`, as the JSON renderer writes them. The demo bar: six tabs, five slots in
/// 390 points (lessons 39, archives 117, search 195), More for the sixth.
struct MotionRunTests {
    /// The run's lines without the header and the (long) `display` lines.
    private func lines(_ arguments: [String]) throws -> [String] {
        let result = try Tabbar.run(["--renderer", "json"] + arguments)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        return result.stdout.split(separator: "\n").dropFirst().map(String.init).filter {
            !$0.contains(#""kind":"display""#)
        }
    }

    @Test func interruptedTap_turnsTheWaveFromWhereItsDipIs() throws {
        let lines = try lines([
            "--tap-policy", "interrupt", "--script", "tap archives; wait 0.1; tap search; wait 0.5",
        ])
        // 39 + 78 · p(¼) = 49.0746…, p being Core Animation's ease-in-ease-out (0.129162 at ¼).
        #expect(
            Array(lines.dropFirst(4)) == [
                #"{"kind":"selected","previous":"lessons","t":0,"tab":"archives"}"#,
                #"{"feedback":"selection","kind":"feedback","t":0}"#,
                #"{"kind":"content","t":0,"tab":"archives"}"#,
                #"{"enabled":false,"kind":"interaction","t":0}"#,
                #"{"duration":0.4,"from":39,"kind":"curve","radius":30,"t":0,"timing":"easeInEaseOut","to":117}"#,
                #"{"alpha":0,"diameter":57,"duration":0.2,"icon":"academic-cap","kind":"circle","t":0,"x":39,"y":30}"#,
                #"{"kind":"input","name":"hover","t":0,"tab":"archives","type":"bool","value":true}"#,
                #"{"kind":"selected","previous":"archives","t":0.1,"tab":"search"}"#,
                #"{"feedback":"selection","kind":"feedback","t":0.1}"#,
                #"{"kind":"content","t":0.1,"tab":"search"}"#,
                #"{"duration":0.4,"from":49.075,"kind":"curve","radius":30,"t":0.1,"timing":"easeInEaseOut","to":195}"#,
                #"{"alpha":0,"diameter":57,"duration":0.2,"icon":"academic-cap","kind":"circle","t":0.1,"x":39,"y":30}"#,
                #"{"kind":"input","name":"hover","t":0.1,"tab":"search","type":"bool","value":true}"#,
                #"{"alpha":0,"diameter":57,"duration":0,"icon":"magnifyingglass","kind":"circle","t":0.3,"x":195,"y":30}"#,
                #"{"alpha":1,"diameter":57,"duration":0.2,"icon":"magnifyingglass","kind":"circle","t":0.3,"x":195,"y":0}"#,
                #"{"enabled":true,"kind":"interaction","t":0.5}"#,
                #"{"kind":"input","name":"hover","t":1.5,"tab":"archives","type":"bool","value":false}"#,
                #"{"kind":"input","name":"hover","t":1.6,"tab":"search","type":"bool","value":false}"#,
            ])
    }

    @Test func reduceMotion_showsTheTapAtOnce() throws {
        let lines = try lines(["--reduce-motion", "--script", "tap archives; hide"])
        #expect(
            Array(lines.dropFirst(4)) == [
                #"{"kind":"selected","previous":"lessons","t":0,"tab":"archives"}"#,
                #"{"feedback":"selection","kind":"feedback","t":0}"#,
                #"{"kind":"content","t":0,"tab":"archives"}"#,
                #"{"duration":0,"from":39,"kind":"curve","radius":30,"t":0,"timing":"easeInEaseOut","to":117}"#,
                #"{"alpha":1,"diameter":57,"duration":0,"icon":"archive-box","kind":"circle","t":0,"x":117,"y":0}"#,
                #"{"duration":0,"hidden":true,"kind":"bar","t":0}"#,
            ])
    }

    @Test func scriptMotion_reducedMidAnimation_settlesAtOnce() throws {
        let lines = try lines(["--script", "tap archives; wait 0.1; motion reduced; tap search"])
        #expect(
            Array(lines.dropFirst(11)) == [
                #"{"duration":0,"from":117,"kind":"curve","radius":30,"t":0.1,"timing":"easeInEaseOut","to":117}"#,
                #"{"alpha":1,"diameter":57,"duration":0,"icon":"archive-box","kind":"circle","t":0.1,"x":117,"y":0}"#,
                #"{"enabled":true,"kind":"interaction","t":0.1}"#,
                #"{"kind":"selected","previous":"archives","t":0.1,"tab":"search"}"#,
                #"{"feedback":"selection","kind":"feedback","t":0.1}"#,
                #"{"kind":"content","t":0.1,"tab":"search"}"#,
                #"{"duration":0,"from":117,"kind":"curve","radius":30,"t":0.1,"timing":"easeInEaseOut","to":195}"#,
                #"{"alpha":1,"diameter":57,"duration":0,"icon":"magnifyingglass","kind":"circle","t":0.1,"x":195,"y":0}"#,
                #"{"kind":"input","name":"hover","t":1.5,"tab":"archives","type":"bool","value":false}"#,
            ])
    }
}
