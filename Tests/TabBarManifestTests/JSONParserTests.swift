import TabBarManifest
import Testing

struct JSONParserTests {
    private func error(_ text: String) -> JSONError? {
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            Issue.record("expected an error")
            return nil
        } catch {
            return error
        }
    }

    @Test func parse_buildsTreeWithOffsets() throws {
        let value = try JSONParser.parse(
            #"{"a": [1, -2.5e1, true, null], "b": "x\"\u00e9\ud83d\ude00"}"#.utf8)
        guard case .object(let members) = value.kind else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyOffset == 1)
        #expect(
            members[0].value
                == JSONValue(
                    .array([
                        JSONValue(.number(1), offset: 7), JSONValue(.number(-25), offset: 10),
                        JSONValue(.bool(true), offset: 18), JSONValue(.null, offset: 24),
                    ]), offset: 6))
        #expect(members[1].value.kind == .string("x\"é😀"))
    }

    @Test func parse_skipsByteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8))
        #expect(value == JSONValue(.array([]), offset: 0))
    }

    @Test func malformed_reportsLineAndColumn() {
        let failure = error("{\n  \"a\": [1, 2,]\n}")
        #expect(failure?.description == "2:14: expected a value, found ']'")
        #expect(failure?.path.description == "a[2]")
    }

    @Test func columns_countCharacters() {
        let failure = error(#"["héllo 👍🏽", x]"#)
        #expect(failure?.description == "1:13: expected a value, found 'x'")
    }

    @Test func trailingGarbage_isRejected() {
        #expect(
            error("{} {}")?.description
                == "1:4: unexpected '{' after the JSON value; expected the end of the file")
    }

    @Test func emptyDocument_isRejected() {
        #expect(error("  \n")?.description == "2:1: expected a value, found the end of the file")
    }

    @Test func duplicateKeys_areRejected() {
        #expect(
            error(#"{"tabs": [{"id": "a", "id": "b"}]}"#)?.description
                == "1:23: duplicate key 'id' in tabs[0]; keep only one")
    }

    @Test func deepNesting_isRejectedWithoutOverflowingTheStack() {
        let deep = String(repeating: "[", count: 1_000_000)
        let failure = error(deep)
        #expect(failure?.reason == .tooDeep)
        #expect(failure?.description == "1:65: arrays and objects nest deeper than 64 levels")
        let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try JSONParser.parse(fine.utf8) }
    }

    @Test func invalidUTF8_isRejectedAtItsByte() {
        let failure: JSONError?
        do {
            _ = try JSONParser.parse(Array("{\"a\":\n \"é".utf8) + [0xC3, 0x28, 0x22, 0x7D])
            failure = nil
        } catch {
            failure = error
        }
        #expect(failure?.reason == .invalidUTF8)
        #expect(failure?.description == "2:4: invalid UTF-8 (byte 0xC3); the file must be UTF-8 text")
    }

    @Test(arguments: [
        ([0xED, 0xA0, 0x80] as [UInt8], "surrogate"), ([0xC0, 0xAF], "overlong"),
        ([0xF4, 0x90, 0x80, 0x80], "too big"),
        ([0xE2, 0x82], "truncated"),
    ])
    func invalidUTF8_forms(bytes: [UInt8], name: String) {
        do {
            _ = try JSONParser.parse([0x22] + bytes + [0x22])
            Issue.record("accepted \(name)")
        } catch {
            #expect(error.reason == .invalidUTF8)
            #expect(error.offset == 1)
        }
    }

    @Test func hugeNumbers_areOutOfRange() {
        let failure = error("[1e999]")
        #expect(failure?.reason == .numberOutOfRange)
        #expect(failure?.description == "1:2: number '1e999' is out of range; it is too large")
        let negative = error("[-1e400]")
        #expect(negative?.reason == .numberOutOfRange)
        #expect(negative?.description == "1:2: number '-1e400' is out of range; it is too far below zero")
    }

    @Test func numberGrammar_isStrict() {
        #expect(error("[01]")?.description == "1:2: invalid number '01'; leading zeros are not allowed")
        #expect(error("[1.]")?.description == "1:2: invalid number '1.'; expected digits after '.'")
        #expect(error("[-]")?.description == "1:2: invalid number '-'; expected digits after '-'")
        #expect(error("[1e+]")?.description == "1:2: invalid number '1e+'; expected digits in the exponent")
        #expect(error("[NaN]")?.description == "1:2: expected a value, found 'NaN'")
        #expect(error("[tru]")?.description == "1:2: expected a value, found 'tru'")
    }

    @Test func strings_rejectControlCharactersAndBadEscapes() {
        #expect(
            error("[\"a\tb\"]")?.description
                == "1:4: control character U+0009 in a string; write it as an escape such as \\n")
        #expect(
            error(#"["\x"]"#)?.description
                == #"1:3: invalid escape '\\x'; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#)
        #expect(
            error(#"["\ud800"]"#)?.description
                == #"1:3: invalid escape '\\ud800'; a high surrogate needs a low one after it"#)
        #expect(
            error(#"["\udc00"]"#)?.description
                == #"1:3: invalid escape '\\udc00'; a low surrogate needs a high one before it"#)
        #expect(
            error(#"["\u12g4"]"#)?.description
                == #"1:3: invalid escape '\\u12g4'; expected four hex digits after \u"#)
        #expect(
            error("[\"abc")?.description
                == "1:2: unterminated string; expected a closing '\"' before the end of the file")
    }

    @Test func objects_needStringKeysAndColons() {
        #expect(error("{1: 2}")?.description == "1:2: expected a string key, found '1'")
        #expect(error(#"{"a" 2}"#)?.description == "1:6: expected ':' after the key 'a', found '2'")
        #expect(
            error(#"{"a": 2 "b": 3}"#)?.description
                == "1:9: expected ',' or '}' after an object member, found '\"'")
    }

    @Test func messages_escapeHostileText() {
        #expect(error("[\u{202E}]")?.description == "1:2: expected a value, found '\\u{202E}'")
    }
}
