//===- StringRuntime.cpp - printing !split.string memrefs -----------------===//
//
// MLIR's printMemref templates give the layout (header line, brackets,
// commas, indentation) so that printMemrefString matches printMemrefF32
// exactly; only the element is written here, as a JSON string literal.
//
//===----------------------------------------------------------------------===//

#include "split/Runtime/Runtime.h"

#include "mlir/ExecutionEngine/RunnerUtils.h"

#include <iostream>

/// `"` and `\` escaped, bytes below 0x20 as \n, \t, \r or \u00xx, all other
/// bytes (UTF-8 sequences included) unchanged.
static std::ostream &operator<<(std::ostream &os, const SplitString &string) {
  static const char hex[] = "0123456789abcdef";
  os << '"';
  for (int64_t i = 0; i < string.size; ++i) {
    unsigned char c = static_cast<unsigned char>(string.data[i]);
    switch (c) {
    case '"':
      os << "\\\"";
      break;
    case '\\':
      os << "\\\\";
      break;
    case '\n':
      os << "\\n";
      break;
    case '\t':
      os << "\\t";
      break;
    case '\r':
      os << "\\r";
      break;
    default:
      if (c < 0x20)
        os << "\\u00" << hex[c >> 4] << hex[c & 0xf];
      else
        os << static_cast<char>(c);
    }
  }
  return os << '"';
}

/// The brackets of an empty memref in printMemRef's nesting. printMemRef
/// itself reads (and prints) one element of an empty memref, past the end
/// of its buffer (docs/upstream/printmemref-empty.md); for strings that
/// element is a pointer.
static void printEmpty(std::ostream &os, int64_t rank, int64_t dim,
                       const int64_t *sizes) {
  os << '[';
  if (dim > 1 && sizes[0] > 0) {
    for (int64_t i = 0; i < sizes[0]; ++i) {
      if (i > 0) {
        os << ", \n";
        impl::printSpace(os, rank - dim + 1);
      }
      printEmpty(os, rank, dim - 1, sizes + 1);
    }
  }
  os << ']';
}

extern "C" void
_mlir_ciface_printMemrefString(UnrankedMemRefType<SplitString> *memref) {
  DynamicMemRefType<SplitString> view(*memref);
  bool empty = false;
  for (int64_t dim = 0; dim < view.rank; ++dim)
    empty |= view.sizes[dim] == 0;
  if (!empty) {
    impl::printMemRef(*memref);
    return;
  }
  std::cout << "Unranked Memref ";
  printMemRefMetaData(std::cout, view);
  std::cout << " data = \n";
  printEmpty(std::cout, view.rank, view.rank, view.sizes);
  std::cout << '\n' << std::flush;
}

extern "C" void printMemrefString(int64_t rank, void *descriptor) {
  UnrankedMemRefType<SplitString> memref = {rank, descriptor};
  _mlir_ciface_printMemrefString(&memref);
}
