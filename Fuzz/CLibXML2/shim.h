// libxml2 (Debian's libxml2-dev) for the differential fuzz target only; never part of the package.
#include <libxml/parser.h>
#include <libxml/tree.h>
