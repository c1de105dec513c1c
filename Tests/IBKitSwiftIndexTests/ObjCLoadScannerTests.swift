@testable import IBKitSwiftIndex
import Testing

/// Objective-C loading calls: literals are references, constant names resolve through every file's constants, and
/// anything else is a load whose name is unknown. Comments, strings holding a selector and `nil` are not loads.
@Suite struct ObjCLoadScannerTests {
    static let source = """
        #import <UIKit/UIKit.h>
        #define kHeaderID @"SectionHeader"
        static NSString *const kCellID = @"PhotoCell";
        // [t dequeueReusableCellWithIdentifier:commented];
        @implementation PhotosDataSource
        - (UITableViewCell *)tableView:(UITableView *)t cellForRowAtIndexPath:(NSIndexPath *)i {
            NSString *s = @"instantiateViewControllerWithIdentifier:x";
            static NSString *local = @"Local";
            [t registerNib:[UINib nibWithNibName:@"Photo Cell" bundle:nil] forCellReuseIdentifier:kCellID];
            [[UIViewController alloc] initWithNibName:nil bundle:nil];
            [UIStoryboard storyboardWithName:name bundle:nil];
            [t dequeueReusableCellWithIdentifier:local];
            UITableViewCell *old = [t dequeueReusableCellWithIdentifier:@"Old"];
            return [t dequeueReusableCellWithIdentifier:kCellID forIndexPath:i];
        }
        @end
        """

    @Test func readsLiteralsConstantsAndUnknownNames() {
        var text = Self.source
        let scan = text.withUTF8 { ObjCLoadScanner.scan(UnsafeRawBufferPointer($0), path: "P.m") }
        #expect(scan.constants.map { "\($0.name)=\($0.value.written)" } == ["kHeaderID=\"SectionHeader\"", "kCellID=\"PhotoCell\""])
        #expect(scan.references.map { "\($0.position.line):\($0.kind.rawValue):\($0.value):\($0.form.rawValue)" }
            == ["9:nibName:Photo Cell:load", "13:reuseIdentifier:Old:optionalResult"])
        #expect(scan.pending.map { "\($0.position.line):\($0.kind.rawValue):\($0.expression.written):\($0.isRegistration)" }
            == ["9:reuseIdentifier:kCellID:true", "11:storyboardName:name:false", "12:reuseIdentifier:local:false",
                "14:reuseIdentifier:kCellID:false"])
        #expect(scan.pending.first { $0.position.line == 12 }?.expression == .opaque("local"), "a local is not a constant")
    }

    /// Through the index: a constant resolves to its value, as an Objective-C reference (not a Swift one);
    /// what no constant names is unresolved.
    @Test func theIndexResolvesObjectiveCConstants() {
        let file = Array(Self.source.utf8).withUnsafeBytes { SwiftIndexer.index(bytes: $0, path: "/app/P.m") }
        let index = SwiftIndex(files: [file])
        #expect(index.references.isEmpty)
        #expect(index.objectiveCReferences.filter { $0.value == "PhotoCell" }.map(\.position.line) == [9, 14])
        #expect(index.unresolvedReferences.map(\.expression.written) == ["name", "local"])
    }

    /// Issue 25: a registration whose constant a superclass's files declare (`extern` in the header, the value in
    /// its implementation) resolves like one of the same file.
    @Test func constantsOfAnotherFileResolve() {
        let files = [
            ("/app/BaseCell.h", "extern NSString * const kBaseCellID;\n@interface BaseCell : UITableViewCell\n@end\n"),
            ("/app/BaseCell.m", "NSString * const kBaseCellID = @\"BaseCell\";\n@implementation BaseCell\n@end\n"),
            ("/app/List.m", """
                @implementation ListController
                - (void)viewDidLoad {
                    [self.tableView registerClass:[PhotoCell class] forCellReuseIdentifier:kBaseCellID];
                }
                @end
                """),
        ].map { path, text in Array(text.utf8).withUnsafeBytes { SwiftIndexer.index(bytes: $0, path: path) } }
        let index = SwiftIndex(files: files)
        #expect(index.objectiveCReferences.map { "\($0.value) \($0.isRegistration) \($0.position.line)" } == ["BaseCell true 3"])
        #expect(index.unresolvedReferences.isEmpty)
    }
}
