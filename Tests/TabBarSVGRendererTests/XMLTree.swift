import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML element read back with Foundation's `XMLParser`: the tests' independent check that
/// the renderer writes well-formed XML.
final class XMLElement {
    let name: String
    let attributes: [String: String]
    var children: [XMLElement] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// This element and every descendant, in document order.
    var allElements: [XMLElement] { [self] + children.flatMap(\.allElements) }

    /// Every descendant (or self) named `name` whose `class` attribute contains `className`.
    func elements(_ name: String, class className: String? = nil) -> [XMLElement] {
        allElements.filter { element in
            element.name == name
                && className.map {
                    (element.attributes["class"] ?? "").split(separator: " ").contains(Substring($0))
                }
                    ?? true
        }
    }

    /// Parses `text`; throws ``XMLTreeError`` with the parser's message when it is not well-formed.
    static func parse(_ text: String) throws -> XMLElement {
        let delegate = TreeBuilder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse(), let root = delegate.root else {
            throw XMLTreeError(
                message: parser.parserError.map { "\($0)" } ?? "no root element",
                line: parser.lineNumber, column: parser.columnNumber)
        }
        return root
    }
}

/// Why a document did not parse.
struct XMLTreeError: Error, CustomStringConvertible {
    let message: String
    let line: Int
    let column: Int

    var description: String { "not well-formed XML at \(line):\(column): \(message)" }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLElement?
    private var stack: [XMLElement] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        let element = XMLElement(name: elementName, attributes: attributeDict)
        stack.last?.children.append(element)
        if root == nil { root = element }
        stack.append(element)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
