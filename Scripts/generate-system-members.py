#!/usr/bin/env python3
"""Writes Sources/Tools/IBKitSwiftIndex/Model/SystemMembers.swift: the properties Apple's SDK headers declare on each class of
SystemClasses.table, read from Objective-C headers.

Usage:
    Scripts/generate-system-members.py HEADERS_DIR [HEADERS_DIR ...] [-o Sources/Tools/IBKitSwiftIndex/Model/SystemMembers.swift]

HEADERS_DIR is a folder of SDK headers, searched recursively for *.h. On a Mac with Xcode:
    SDK=$(xcrun --sdk iphoneos --show-sdk-path)
    Scripts/generate-system-members.py "$SDK/System/Library/Frameworks/UIKit.framework/Headers" \\
        "$(xcrun --sdk macosx --show-sdk-path)/System/Library/Frameworks/AppKit.framework/Headers" ...
Without Xcode, copies of the SDK headers in public repositories mirroring the SDKs do (the headers are Apple's and
are not committed here). Excerpts of headers work too: only `@interface`, `@protocol`, `@property` and `@end` are read.

Where the committed table came from: excerpts (those four kinds of lines) of the headers of every class of
SystemClasses.table but IBKit's own SceneObject, their superclasses, their categories (NSObject's accessibility,
key-value coding and Foundation ones included) and the protocols they adopt, taken from these mirrors:
- UIKit, MapKit, SceneKit: github.com/xybp888/iOS-SDKs, iPhoneOS 16.1 to 18.3 SDKs (each header from one of them);
  MetalKit (MTKView) and AVKit (AVPlayerViewController): github.com/xiangfeidexiaohuo/iOS-SDKs, iPhoneOS 18.0 SDK;
- AppKit, Foundation: github.com/alexey-lysiuk/macos-sdk (MacOSX 13.0 to 15.0 SDKs), github.com/phracker/MacOSX-SDKs
  (MacOSX 11.1, 11.3) and github.com/xchacha20-poly1305/macos-sdk (MacOSX 27.0);
- a few headers from other public copies of the same SDK headers, of iOS 15+ / macOS 12+ era where dated: WebKit's
  WKWebView.h (WebKit's open-source copy), ARKit's ARSCNView.h, GLKit, SceneKit's SCNSceneRenderer.h, several UIKit
  protocol headers (UITextDragging, UITextDropping, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting, …)
  AppKit's NSTableCellView.h, NSTableRowView.h, NSSecureTextField.h, NSProgressIndicator.h, NSVisualEffectView.h,
  NSLayoutConstraint.h and the protocols or categories of NSAccessibility.h, NSAppearance.h, NSAnimation.h,
  NSTouchBar.h, NSLayoutGuide.h, NSTextFinder.h, NSTextContent.h, NSUserInterfaceItemIdentification.h, and objc's
  and Foundation's NSObject.h and NSKeyValueObserving.h.
  UILabel's and UITextField's adoption of UILetterformAwareAdjusting (declared in Apple's documentation, not in a
  header excerpt found) is written as an empty extension `@interface UILabel () <UILetterformAwareAdjusting>`.
Not read, so missing from the table: properties newer than the SDK a header came from (NSToolbarItem after 13.0,
NSPopUpButton after 11.3, SCNSceneRenderer after 2020), Foundation's scripting categories on NSObject
(NSScriptClassDescription, NSScriptObjectSpecifiers, NSScriptKeyValueCoding), NSArchiver's `classForArchiver`, and
NSTextInputTraits / NSTextCheckingClient (NSTextView's text input protocols).

What counts as a class's property:
- every `@property` (readonly included, `class` properties excluded) in `@interface Class : Super`, in any category
  `@interface Class (Name)` or extension `@interface Class ()`, in any header of the folders;
- the getter name of `getter=isX` properties, and `x` for a property named `isX` (key-value coding finds the `_isX`
  instance variable for the key `x`);
- every property of the protocols those interfaces adopt (`<UITextInputTraits>`), through the protocols they refine.
A class is written only when the headers declare its main `@interface Class : Super` (or, for the root class
`NSObject`, any of its categories): a class that is missing stays unknown to SwiftIndex, which then does not claim
"no such property" past it.

The output is deterministic: classes and names sorted, one line per class.
"""

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SYSTEM_CLASSES = os.path.join(ROOT, "Sources", "IBKitSwiftIndex", "SystemClasses.swift")
DEFAULT_OUTPUT = os.path.join(ROOT, "Sources", "IBKitSwiftIndex", "SystemMembers.swift")

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def strip_macros(text):
    """Removes availability and other all-capitals macros, with their arguments (nested once)."""
    text = re.sub(r"\b[A-Z][A-Z0-9_]{2,}\s*\((?:[^()]|\([^()]*\))*\)", " ", text)
    return re.sub(r"\b[A-Z][A-Z0-9_]{2,}\b", " ", text)


def protocol_list(text):
    match = re.search(r"<([^<>]*(?:<[^<>]*>[^<>]*)*)>\s*$", text.strip())
    if not match:
        return []
    return [p.strip() for p in match.group(1).split(",") if re.fullmatch(IDENT, p.strip())]


def parse_property(declaration):
    """`(nonatomic, getter=isHidden) BOOL hidden API_AVAILABLE(ios(2.0))` -> (['hidden', 'isHidden'], is_class)."""
    declaration = declaration.strip()
    attributes = ""
    if declaration.startswith("("):
        depth = 0
        for i, ch in enumerate(declaration):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0:
                attributes, declaration = declaration[1:i], declaration[i + 1:]
                break
    attrs = [a.strip() for a in attributes.split(",")]
    if "class" in attrs:
        return [], True
    rest = strip_macros(declaration)
    block = re.search(r"\(\s*\^\s*(" + IDENT + r")\s*\)", rest)
    if block:
        name = block.group(1)
    else:
        idents = re.findall(IDENT, re.sub(r"<[^<>]*>", " ", rest))
        idents = [i for i in idents if i not in ("IBOutlet", "IBInspectable", "__kindof", "_Nullable", "_Nonnull")]
        if not idents:
            return [], False
        name = idents[-1]
    names = [name]
    for a in attrs:
        if a.startswith("getter") and "=" in a:
            names.append(a.split("=", 1)[1].strip())
    if re.fullmatch(r"is[A-Z]\w*", name):
        names.append(name[2].lower() + name[3:])
    return names, False


def parse_headers(folders):
    interfaces = {}   # class -> {"main": bool, "properties": set, "protocols": set}
    protocols = {}    # protocol -> {"properties": set, "refines": set}
    for folder in folders:
        for directory, _, files in sorted(os.walk(folder)):
            for file in sorted(files):
                if not file.endswith(".h"):
                    continue
                with open(os.path.join(directory, file), encoding="utf-8", errors="replace") as handle:
                    text = strip_comments(handle.read())
                parse_text(text, interfaces, protocols)
    return interfaces, protocols


def parse_text(text, interfaces, protocols):
    # Forward declarations (`@protocol A, B;`, `@class X;`) are not blocks.
    text = re.sub(r"@protocol\s+" + IDENT + r"(?:\s*,\s*" + IDENT + r")*\s*;", " ", text)
    position = 0
    while True:
        start = re.compile(r"@(interface|protocol)\b").search(text, position)
        if not start:
            return
        end = text.find("@end", start.end())
        if end < 0:
            return
        body = text[start.end():end]
        position = end + 4
        # The header line runs to the first declaration or instance-variable block.
        cut = re.search(r"[{]|@property|@optional|@required|^\s*[-+]", body, re.M)
        header = body[:cut.start()] if cut else body
        members = body[cut.start():] if cut else ""
        members = re.sub(r"\{[^{}]*\}", " ", members) if members.lstrip().startswith("{") else members
        header = strip_macros(header)
        properties = set()
        for declaration in re.findall(r"@property\s*(.*?);", members, re.S):
            names, _ = parse_property(declaration)
            properties.update(names)
        adopted = set(protocol_list(header))
        if start.group(1) == "protocol":
            name = re.match(r"\s*(" + IDENT + ")", header)
            if not name:
                continue
            entry = protocols.setdefault(name.group(1), {"properties": set(), "refines": set()})
            entry["properties"] |= properties
            entry["refines"] |= adopted
            continue
        match = re.match(r"\s*(" + IDENT + r")\s*(:\s*(" + IDENT + r")|\(\s*(" + IDENT + r")?\s*\))?", header)
        if not match:
            continue
        entry = interfaces.setdefault(match.group(1), {"main": False, "properties": set(), "protocols": set()})
        entry["main"] |= match.group(3) is not None
        entry["properties"] |= properties
        entry["protocols"] |= adopted


def protocol_properties(name, protocols, seen):
    if name in seen or name not in protocols:
        return set()
    seen.add(name)
    result = set(protocols[name]["properties"])
    for refined in sorted(protocols[name]["refines"]):
        result |= protocol_properties(refined, protocols, seen)
    return result


def system_class_names():
    with open(SYSTEM_CLASSES, encoding="utf-8") as handle:
        return sorted(set(re.findall(r'SystemClass\(name: "(' + IDENT + ')"', handle.read())))


def render(members):
    lines = [
        "// Generated by Scripts/generate-system-members.py from Apple's SDK headers (names only); do not edit.",
        "",
        "extension SystemClasses {",
        "    /// The properties Apple's headers declare on each class of `table` (readonly ones, `isX` getters, the",
        "    /// class's categories and the properties of the protocols it adopts included). A class of `table` that is",
        "    /// not here is unknown: SwiftIndex does not claim \"no such property\" past it.",
        "    static let generatedMembers: [String: Set<String>] = [",
    ]
    for cls in sorted(members):
        names = ", ".join('"%s"' % n for n in sorted(members[cls]))
        lines.append('        "%s": [%s],' % (cls, names))
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folders", nargs="+", help="folders of SDK headers (*.h, searched recursively)")
    parser.add_argument("-o", "--output", default=DEFAULT_OUTPUT)
    args = parser.parse_args()
    interfaces, protocols = parse_headers(args.folders)
    members = {}
    for cls in system_class_names():
        entry = interfaces.get(cls)
        if entry is None or not (entry["main"] or cls == "NSObject"):
            continue
        names = set(entry["properties"])
        for adopted in sorted(entry["protocols"]):
            names |= protocol_properties(adopted, protocols, set())
        members[cls] = names
    with open(args.output, "w", encoding="utf-8") as handle:
        handle.write(render(members))
    missing = [c for c in system_class_names() if c not in members]
    print("%d classes, %d names; not in the headers: %s" % (
        len(members), sum(len(v) for v in members.values()), ", ".join(missing) or "none"), file=sys.stderr)


if __name__ == "__main__":
    main()
