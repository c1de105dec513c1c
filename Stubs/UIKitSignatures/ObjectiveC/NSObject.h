// Compile check only (see ../README.md). The subset of <objc/NSObject.h> the checked sources reach:
// the NSObject root class and the NSObject protocol (imported into Swift as NSObjectProtocol).
typedef signed char BOOL;
typedef unsigned long NSUInteger;

@class NSString;

@protocol NSObject
- (BOOL)isEqual:(id)object;
@property (readonly) NSUInteger hash;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)respondsToSelector:(SEL)aSelector;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
- (instancetype)init;
+ (instancetype)new;
@end
