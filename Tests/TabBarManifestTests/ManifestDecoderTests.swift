import TabBarKit
import TabBarManifest
import Testing

struct ManifestDecoderTests {
    @Test func fullManifest_decodesEveryKey() throws {
        let json = """
            {
              "tabs": [
                {"id": "lessons", "title": "Lessons", "icon": "academic-cap", "selectedIcon": "academic-cap-fill",
                 "animation": {"file": "animated-icons", "artboard": "cap", "stateMachine": "State Machine 1",
                               "input": "hover", "duration": 1.2345}},
                {"id": "archives", "title": "Archives", "icon": "archive-box", "badge": "3", "enabled": false,
                 "animation": {}},
                {"id": "search", "title": "Search", "icon": "magnifyingglass", "badge": null}
              ],
              "maxVisible": 2, "initial": "search",
              "layout": {"width": 320.5, "orientation": "landscape", "direction": "rtl"},
              "theme": "dark", "tapPolicy": "drop"
            }
            """
        let configuration = try ManifestDecoder.decode(json.utf8, path: "tabs.json")
        #expect(
            configuration
                == TabBarConfiguration(
                    tabs: [
                        Tab(
                            id: "lessons", title: "Lessons", icon: "academic-cap",
                            selectedIcon: "academic-cap-fill",
                            animation: IconAnimation(
                                file: "animated-icons", artboard: "cap", stateMachine: "State Machine 1",
                                input: "hover", duration: .milliseconds(1235))),
                        Tab(
                            id: "archives", title: "Archives", icon: "archive-box", badge: "3",
                            isEnabled: false,
                            animation: IconAnimation()),
                        Tab(id: "search", title: "Search", icon: "magnifyingglass"),
                    ],
                    maxVisible: 2, initial: "search",
                    layout: TabBarLayout(width: 320.5, orientation: .landscape, direction: .rtl),
                    theme: .dark,
                    tapPolicy: .drop))
    }

    @Test func tapPolicyInterruptAndReduceMotion_decode() throws {
        let json = manifest(ids: ["a"], extra: #""tapPolicy": "interrupt", "reduceMotion": true"#)
        let configuration = try ManifestDecoder.decode(json.utf8, path: "tabs.json")
        #expect(
            configuration
                == TabBarConfiguration(
                    tabs: [Tab(id: "a", title: "T", icon: "i")], tapPolicy: .interrupt, reduceMotion: true))
        let off = manifest(ids: ["a"], extra: #""reduceMotion": false"#)
        #expect(try ManifestDecoder.decode(off.utf8, path: "tabs.json").reduceMotion == false)
        let absent = manifest(ids: ["a"], extra: #""reduceMotion": null"#)
        #expect(try ManifestDecoder.decode(absent.utf8, path: "tabs.json").reduceMotion == false)
    }

    @Test func reduceMotion_mustBeABoolean() {
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""reduceMotion": "yes""#))?.description
                == "tabs.json:5:19: error: reduceMotion: expected a boolean, found a string")
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""tapPolicy": "interupt""#))?.description
                == "tabs.json:5:16: error: tapPolicy: unknown value 'interupt'; did you mean 'interrupt'?")
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""reduceMotoin": true"#))?.description
                == "tabs.json:5:3: error: unknown key 'reduceMotoin' at the top level; did you mean 'reduceMotion'?"
        )
    }

    @Test func minimalManifest_usesDefaults() throws {
        let configuration = try ManifestDecoder.decode(manifest(ids: ["a"]).utf8, path: "tabs.json")
        #expect(configuration == TabBarConfiguration(tabs: [Tab(id: "a", title: "T", icon: "i")]))
    }

    @Test func demoManifest_decodesAndValidates() throws {
        let configuration = try DemoManifest.configuration()
        try configuration.validate()
        #expect(
            configuration.tabs.map(\.id) == ["lessons", "archives", "search", "inbox", "profile", "settings"])
        #expect(
            configuration.tabs.map(\.icon) == [
                "academic-cap", "archive-box", "magnifyingglass", "bell", "person", "gear",
            ])
        #expect(configuration.maxVisible == 5)
        #expect(configuration.tabs.count > configuration.maxVisible, "the More slot must show")
        #expect(configuration.tabs[1].badge == "3")
        for tab in configuration.tabs {
            #expect(tab.animation?.file == "animated-icons")
            #expect(tab.animation?.stateMachine == "State Machine 1")
            #expect(tab.animation?.input == "hover")
        }
    }

    // MARK: - Malformed JSON

    @Test func malformedJSON_namesLineAndColumn() {
        let failure = decodingError("{\n  \"tabs\": [\n    {\"id\": \"a\",}\n  ]\n}\n")
        #expect(failure?.description == "tabs.json:3:16: error: expected a string key, found '}'")
        #expect(failure?.reason == .malformedJSON(.syntax))
        #expect(failure?.path.description == "tabs[0]")
        #expect(failure?.exitCode == 65)
    }

    @Test func invalidUTF8_isAnError() {
        let failure = decodingError(
            Array(#"{"tabs": [{"id": "a", "title": ""#.utf8) + [0xFF] + Array(#""}]}"#.utf8))
        #expect(
            failure?.description
                == "tabs.json:1:33: error: invalid UTF-8 (byte 0xFF); the file must be UTF-8 text")
    }

    @Test func deepNesting_isAnError() {
        let failure = decodingError(#"{"tabs": "# + String(repeating: "[", count: 100_000))
        #expect(failure?.reason == .malformedJSON(.tooDeep))
        #expect(
            failure?.description == "tabs.json:1:73: error: arrays and objects nest deeper than 64 levels")
    }

    @Test func overflowingNumber_isAnError_namingItsKey() {
        let failure = decodingError(manifest(ids: ["a"], extra: #""layout": {"width": 1e400}"#))
        #expect(
            failure?.description
                == "tabs.json:5:23: error: layout.width: number '1e400' is out of range; it is too large")
        #expect(failure?.path.description == "layout.width")
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""maxVisible": 1e309"#))?.message
                == "maxVisible: number '1e309' is out of range; it is too large")
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""maxVisible": -1e400"#))?.message
                == "maxVisible: number '-1e400' is out of range; it is too far below zero")
        #expect(
            decodingError(
                #"{"tabs": [{"id": "a", "title": "A", "icon": "i", "animation": {"duration": 1e309}}]}"#)?
                .message == "tabs[0].animation.duration: number '1e309' is out of range; it is too large")
    }

    @Test func duplicateKey_isAnError() {
        let failure = decodingError(manifest(ids: ["a"], extra: #""theme": "dark", "theme": "light""#))
        #expect(
            failure?.description
                == "tabs.json:5:20: error: duplicate key 'theme' at the top level; keep only one")
    }

    // MARK: - Shape

    @Test func unknownKey_suggestsTheClosest() {
        let json = """
            {"tabs": [
              {"id": "a", "title": "A", "icon": "i"},
              {"id": "b", "titel": "B", "icon": "i"}
            ]}
            """
        let failure = decodingError(json)
        #expect(
            failure?.description
                == "tabs.json:3:15: error: unknown key 'titel' in tabs[1]; did you mean 'title'?")
        #expect(failure?.reason == .unknownKey)
        #expect(failure?.path.description == "tabs[1].titel")
    }

    @Test func unknownKey_withoutCloseMatch_listsTheKeys() {
        let failure = decodingError(manifest(ids: ["a"], extra: #""colour": "red""#))
        #expect(
            failure?.description
                == "tabs.json:5:3: error: unknown key 'colour' at the top level; expected one of 'tabs', 'maxVisible', 'initial', 'layout', 'theme', 'tapPolicy', 'reduceMotion', 'labels', 'badgeLimit', 'customizable', 'generatedType'"
        )
    }

    @Test func unknownKey_inAnimation() {
        let json = #"{"tabs": [{"id": "a", "title": "A", "icon": "i", "animation": {"durration": 1}}]}"#
        #expect(
            decodingError(json)?.description
                == "tabs.json:1:64: error: unknown key 'durration' in tabs[0].animation; did you mean 'duration'?"
        )
    }

    @Test func missingKey_isAnError() {
        #expect(
            decodingError("{}")?.description == "tabs.json:1:1: error: missing key 'tabs' at the top level")
        #expect(
            decodingError(#"{"tabs": [{"id": "a", "title": "A"}]}"#)?.description
                == "tabs.json:1:11: error: missing key 'icon' in tabs[0]")
    }

    @Test func wrongTypes_nameThePath() {
        let json = """
            {"tabs": [
              {"id": "a", "title": "A", "icon": "i"},
              {"id": "b", "title": "B", "icon": "i"},
              {"id": "c", "title": "C", "icon": "i", "enabled": "yes"}
            ]}
            """
        let failure = decodingError(json)
        #expect(
            failure?.description
                == "tabs.json:4:53: error: tabs[2].enabled: expected a boolean, found a string")
        #expect(failure?.reason == .wrongType)
        #expect(
            decodingError("[]")?.description
                == "tabs.json:1:1: error: expected an object at the top level, found an array")
        #expect(
            decodingError(#"{"tabs": {}}"#)?.description
                == "tabs.json:1:10: error: tabs: expected an array, found an object")
        #expect(
            decodingError(#"{"tabs": [{"id": 7, "title": "A", "icon": "i"}]}"#)?.description
                == "tabs.json:1:18: error: tabs[0].id: expected a string, found a number")
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""maxVisible": 2.5"#))?.description
                == "tabs.json:5:17: error: maxVisible: invalid value '2.5'; expected a whole number")
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""layout": {"width": "wide"}"#))?.description
                == "tabs.json:5:23: error: layout.width: expected a number, found a string")
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""layout": null, "initial": false"#))?.description
                == "tabs.json:5:30: error: initial: expected a string, found a boolean")
    }

    @Test func unknownChoice_suggestsTheClosest() {
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""theme": "drak""#))?.description
                == "tabs.json:5:12: error: theme: unknown value 'drak'; did you mean 'dark'?")
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""layout": {"orientation": "sideways"}"#))?.description
                == "tabs.json:5:29: error: layout.orientation: unknown value 'sideways'; expected 'portrait' or 'landscape'"
        )
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""tapPolicy": "dorp""#))?.description
                == "tabs.json:5:16: error: tapPolicy: unknown value 'dorp'; did you mean 'drop'?")
    }

    @Test func animationDuration_mustBeAtLeastOneMillisecond() {
        let json = #"{"tabs": [{"id": "a", "title": "A", "icon": "i", "animation": {"duration": 0.0004}}]}"#
        #expect(
            decodingError(json)?.description
                == "tabs.json:1:76: error: tabs[0].animation.duration: duration 0.0004 is too short; it must be at least 0.001 seconds"
        )
        let huge = #"{"tabs": [{"id": "a", "title": "A", "icon": "i", "animation": {"duration": 1e300}}]}"#
        #expect(
            decodingError(huge)?.description
                == "tabs.json:1:76: error: tabs[0].animation.duration: duration 1e+300 is too long; it must be at most 86400 seconds"
        )
    }

    @Test func animationBindings_areRead() throws {
        let json =
            #"{"tabs": [{"id": "a", "title": "A", "icon": "i", "animation": {"selectedInput": "active", "tapTrigger": "tap", "badgeInput": "count"}}]}"#
        let animation = try ManifestDecoder.decode(Array(json.utf8), path: "tabs.json").tabs[0].animation
        #expect(
            animation == IconAnimation(selectedInput: "active", tapTrigger: "tap", badgeInput: "count"))
    }

    @Test func animationBindings_mustBeDistinct_theDefaultHoverIncluded() {
        let json =
            #"{"tabs": [{"id": "a", "title": "A", "icon": "i", "animation": {"selectedInput": "hover"}}]}"#
        let failure = decodingError(json)
        #expect(
            failure?.description
                == "tabs.json:1:81: error: tabs[0].animation.selectedInput: animation of tab 'a' binds the name "
                + "'hover' twice; give input, selectedInput, tapTrigger and badgeInput distinct names")
        #expect(failure?.exitCode == 65)
        let twice =
            #"{"tabs": [{"id": "a", "title": "A", "icon": "i", "animation": {"tapTrigger": "x", "badgeInput": "x"}}]}"#
        #expect(decodingError(twice)?.path.description == "tabs[0].animation.badgeInput")
        let empty = #"{"tabs": [{"id": "a", "title": "A", "icon": "i", "animation": {"tapTrigger": ""}}]}"#
        #expect(
            decodingError(empty)?.description
                == "tabs.json:1:78: error: tabs[0].animation.tapTrigger: animation tapTrigger of tab 'a' is empty; "
                + "name the input or leave the key out")
    }

    // MARK: - Rules of the model, at the offending value

    @Test func duplicateID_pointsAtTheSecond() {
        let failure = decodingError(manifest(ids: ["lessons", "archives", "search", "lessons"]))
        #expect(
            failure?.description
                == "tabs.json:6:12: error: tabs[3].id: tab id 'lessons' is used twice; every tab needs its own id"
        )
        #expect(failure?.reason == .rule(.duplicateTabID("lessons")))
        #expect(failure?.path.description == "tabs[3].id")
    }

    @Test func reservedID_isAnError() {
        #expect(
            decodingError(manifest(ids: ["a", "more"]))?.description
                == "tabs.json:4:12: error: tabs[1].id: tab id 'more' is reserved for the More slot; choose another id"
        )
    }

    @Test func malformedID_isAnError() {
        #expect(
            decodingError(manifest(ids: ["a", "Bad Id"]))?.description
                == "tabs.json:4:12: error: tabs[1].id: tab id 'Bad Id' is malformed; use lowercase letters, digits, '-' and '_', starting with a letter or digit"
        )
        #expect(
            decodingError(manifest(ids: [""]))?.description
                == "tabs.json:3:12: error: tabs[0].id: tab id '' is malformed; use lowercase letters, digits, '-' and '_', starting with a letter or digit"
        )
    }

    @Test func hostileID_isEscapedInTheMessage() {
        #expect(
            decodingError(manifest(ids: ["a\\u001b[31m\\u202e"]))?.description
                == "tabs.json:3:12: error: tabs[0].id: tab id 'a\\u{1B}[31m\\u{202E}' is malformed; use lowercase letters, digits, '-' and '_', starting with a letter or digit"
        )
    }

    @Test func maxVisibleOne_isAnError() {
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""maxVisible": 1"#))?.description
                == "tabs.json:5:17: error: maxVisible: maxVisible 1 is too small; it must be at least 2")
    }

    @Test(arguments: [("0", "0.0"), ("-1", "-1.0")])
    func nonPositiveWidth_isAnError(written: String, shown: String) {
        #expect(
            decodingError(manifest(ids: ["a"], extra: #""layout": {"width": \#(written)}"#))?.description
                == "tabs.json:5:23: error: layout.width: width \(shown) is invalid; it must be a finite number greater than 0"
        )
    }

    @Test func initialUnknown_suggestsTheClosest() {
        #expect(
            decodingError(manifest(ids: ["lessons", "archives"], extra: #""initial": "archivs""#))?
                .description
                == "tabs.json:6:14: error: initial: unknown tab 'archivs'; did you mean 'archives'?")
    }

    @Test func initialDisabled_isAnError() {
        let json = """
            {"tabs": [{"id": "a", "title": "A", "icon": "i"}, {"id": "b", "title": "B", "icon": "i", "enabled": false}],
             "initial": "b"}
            """
        #expect(
            decodingError(json)?.description
                == "tabs.json:2:13: error: initial: tab 'b' is disabled; enable it before selecting it")
    }

    @Test func emptyTabs_isAnError() {
        #expect(
            decodingError(#"{"tabs": []}"#)?.description
                == "tabs.json:1:10: error: tabs: the tab list is empty; give at least one tab")
    }

    @Test func noEnabledTab_isAnError() {
        let json = #"{"tabs": [{"id": "a", "title": "A", "icon": "i", "enabled": false}]}"#
        #expect(
            decodingError(json)?.description
                == "tabs.json:1:10: error: tabs: no tab is enabled; enable at least one tab")
    }
}
