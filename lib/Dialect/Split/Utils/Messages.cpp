//===- Messages.cpp - the text of every split rule's message --------------===//
//
// The diagnostics of verifiers and the run-time messages of split.check
// (the {N} grammar of split/Support/CheckMessage.h) for every rule, written
// once (message:: in Semantics.h), and the printing of the values they name.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/Utils/Semantics.h"
#include "split/Support/CheckMessage.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::split;

static std::string printType(Type type);

/// " [1, 2]" when the list is known, "" otherwise.
static std::string withList(StringRef list) {
  return list.empty() ? std::string() : (" " + list).str();
}

static std::string plural(int64_t count, StringRef noun) {
  return std::to_string(count) + " " + noun.str() + (count == 1 ? "" : "s");
}

std::string message::sizesSum(int64_t axis, StringRef list) {
  return "split sizes" + withList(list) + " sum to {0} but dimension " +
         std::to_string(axis) + " of the input has size {1}";
}

std::string message::sizesOverflow(StringRef list) {
  return "split sizes" + withList(list) + " overflow a 64-bit sum";
}

std::string message::negativeSize(StringRef list) {
  return "split sizes" + withList(list) +
         " contain the negative size {0} at index {1}";
}

std::string message::listLength(int64_t numResults, StringRef list) {
  return "split list" + withList(list) + " has length {0} but the op has " +
         plural(numResults, "result");
}

std::string message::notDivisible(int64_t axis, int64_t numParts) {
  return "dimension " + std::to_string(axis) +
         " of the input has size {0}, which cannot be split into " +
         std::to_string(numParts) + " equal parts";
}

std::string message::lastPartEmpty(int64_t axis, int64_t numOutputs) {
  std::string text = "num_outputs " + std::to_string(numOutputs) +
                     " cannot split dimension " + std::to_string(axis) +
                     " of size {0}: ";
  if (numOutputs == 1)
    return text + "its one part must have size >= 1";
  return text + plural(numOutputs - 1, "part") + " of size {1} " +
         (numOutputs == 2 ? "leaves" : "leave") +
         " {2} for the last part, which must be >= 1";
}

std::string message::nonPositiveChunk() {
  return "scalar split {0} must be >= 1";
}

std::string message::notASize() {
  return "split value at index {0} is not a size (an integer in [0, 2^63))";
}

std::string message::droppedAxisChunk(int64_t axis) {
  std::string dimension = "dimension " + std::to_string(axis);
  return "keepdims = 0 drops " + dimension +
         ", which needs chunks of size 1, but the scalar split is {0} and " +
         dimension + " of the input has size {1}";
}

std::string message::insertPositionOutOfRange() {
  return "insert position {0} is out of range for a sequence of length {1}";
}

std::string message::positionNotOneElement() {
  return "the position has {0} elements, but a position is one element";
}

std::string message::concatElementSize(int64_t dim, bool isStack) {
  return "element {0} has size {1} in dimension " + std::to_string(dim) +
         " but element 0 has size {2}" +
         (isStack ? " (stacked elements must have the same shape)"
                  : " (only the concatenation axis may differ)");
}

std::string message::concatOfEmptySequence() {
  return "cannot concatenate an empty sequence";
}

std::string message::concatResultSize(int64_t dim, Type type,
                                      int64_t expected) {
  return "the concatenation has size {0} in dimension " + std::to_string(dim) +
         ", but the result type '" + printType(type) + "' has " +
         std::to_string(expected);
}

std::string message::castSize(StringRef opName, Type source, Type result,
                              int64_t dim, int64_t expected) {
  return opName.str() + ": dimension " + std::to_string(dim) + " of '" +
         printType(source) + "' has size {0}, but the cast promises " +
         std::to_string(expected) + " (to '" + printType(result) + "')";
}

std::string message::castRank(StringRef opName, Type source, Type result) {
  return opName.str() + ": '" + printType(source) +
         "' has rank {0}, but the cast promises rank " +
         std::to_string(llvm::cast<ShapedType>(result).getRank()) + " (to '" +
         printType(result) + "')";
}

std::string message::sliceBounds(StringRef opName, Type sliced, int64_t dim) {
  std::string d = std::to_string(dim);
  return opName.str() + ": the slice of dimension " + d +
         " (offset {1}, size {2}, stride {3}) is out of bounds of '" +
         printType(sliced) + "', whose dimension " + d + " has size {0}";
}

std::string message::notConforming(StringRef what, Type type, Type elementType,
                                   StringRef reason) {
  return what.str() + " of type '" + printType(type) +
         "' does not conform to the sequence element type '" +
         printType(elementType) + "': " + reason.str();
}

std::string message::concatAxisOutOfRange(int64_t axis, int64_t newAxis,
                                          int64_t elementRank) {
  int64_t rank = elementRank + (newAxis ? 1 : 0);
  return "axis " + std::to_string(axis) + " is out of range [" +
         std::to_string(-rank) + ", " + std::to_string(rank - 1) +
         "] for elements of rank " + std::to_string(elementRank) +
         " with new_axis = " + std::to_string(newAxis);
}

std::string message::positionOutOfRange() {
  return "position {0} is out of range for a sequence of length {1}";
}

/// `value` (a type, an attribute) printed as its dialect prints it.
template <typename T> static std::string printed(T value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << value;
  return text;
}

static std::string printType(Type type) { return printed(type); }

/// "<what> type <type> has size <size> in dimension <dim> but <reason>".
static std::string typeSizeMismatch(StringRef what, StringRef typeText,
                                    Type type, int64_t dim, StringRef reason) {
  // `{` in the type (none today) must not read as a placeholder.
  return (what + " type " + typeText + " has size " +
          std::to_string(llvm::cast<ShapedType>(type).getDimSize(dim)) +
          " in dimension " + std::to_string(dim) + " but " + reason)
      .str();
}

std::string message::resultSize(unsigned index, Type type, int64_t dim,
                                bool isAxis) {
  return typeSizeMismatch(
      "result #" + std::to_string(index), printType(type), type, dim,
      isAxis ? "its split size is {0}" : "the input has size {0}");
}

std::string message::sequenceElementTypeSize(Type type, int64_t dim,
                                             bool isAxis) {
  // Quoted, as a diagnostic prints a type: only the verifier says it.
  return typeSizeMismatch(
      "sequence element", "'" + printType(type) + "'", type, dim,
      isAxis ? "every chunk has size {0}" : "the input has size {0}");
}

std::string message::elementSize(int64_t dim, Type declared, bool isResultType,
                                 int64_t expected) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "element {0} has size {1} in dimension " << dim << " but the "
     << (isResultType ? "result type " : "sequence element type ") << declared
     << " requires " << expected;
  return text;
}

std::string message::axisOutOfRange(int64_t axis, int64_t rank) {
  return "axis " + std::to_string(axis) + " is out of range [" +
         std::to_string(-rank) + ", " + std::to_string(rank - 1) +
         "] for an input of rank " + std::to_string(rank);
}

std::string message::noResults() { return "must have at least one result"; }

std::string message::numOutputsNotPositive(int64_t numOutputs) {
  return "num_outputs must be >= 1, but is " + std::to_string(numOutputs);
}

std::string message::numOutputsMismatch(int64_t numOutputs,
                                        int64_t numResults) {
  return "num_outputs " + std::to_string(numOutputs) +
         " does not match the number of results " + std::to_string(numResults);
}

std::string message::scalarSplitInSplit() {
  return "a scalar split applies only to SplitToSequence";
}

std::string message::sequenceWithoutList() {
  return "SplitToSequence takes its sizes from a split operand only";
}

/// `type` as a diagnostic prints it: quoted.
static std::string print(Type type) { return "'" + printType(type) + "'"; }
/// `attribute` as a diagnostic prints it.
static std::string print(Attribute attribute) { return printed(attribute); }

std::string message::inputRank(Type inputType) {
  return "input must have rank >= 1, but has type " + print(inputType);
}

std::string message::unaddressableInput(Type inputType) {
  return "input type " + print(inputType) +
         " has more than 2^63 - 1 elements, which no lowering can address";
}

std::string message::partElementType(StringRef what, Type elementType,
                                     Type inputElementType) {
  return what.str() + " has element type " + print(elementType) +
         ", which does not match the input element type " +
         print(inputElementType);
}

std::string message::partRank(StringRef what, int64_t rank, int64_t inputRank) {
  return what.str() + " has rank " + std::to_string(rank) +
         " but the input has rank " + std::to_string(inputRank);
}

std::string message::splitAttributeAndOperand(Attribute split) {
  return "has both a 'split' attribute " + print(split) +
         " and a 'split' operand";
}

std::string message::splitOperandType(Type inputElementType, Type splitType) {
  return "'split' operand must be a 1-D tensor of the input element type " +
         print(inputElementType) + ", but has type " + print(splitType);
}

std::string message::splitAndNumOutputs(int64_t numOutputs) {
  return "has both a 'split' operand and 'num_outputs' = " +
         std::to_string(numOutputs);
}

std::string message::droppedAxisElementType(Type elementType, Type expected,
                                            int64_t axis) {
  return "sequence element type " + print(elementType) +
         " is incompatible with " + print(expected) +
         ", the input with dimension " + std::to_string(axis) +
         " removed (keepdims = 0)";
}

std::string message::chunkElementSize(Type elementType, int64_t elementSize,
                                      int64_t axis, int64_t index, int64_t size,
                                      StringRef chunks) {
  return "sequence element type " + print(elementType) + " has size " +
         std::to_string(elementSize) + " in dimension " + std::to_string(axis) +
         " but chunk " + std::to_string(index) + " has size " +
         std::to_string(size) + " (chunks " + chunks.str() + ")";
}

std::string message::staticChunkMarker(int64_t staticChunk) {
  return "static_chunk " + std::to_string(staticChunk) +
         " must be kDynamic exactly when the chunk is an operand";
}

std::string message::listNeedsUnitChunk(int64_t staticChunk) {
  return "a size list needs a static chunk of 1 (chunks of 1 for an empty "
         "list), but static_chunk is " +
         std::to_string(staticChunk);
}

std::string message::dropAxisWithList() {
  return "drop_axis needs a chunk, not a size list";
}

std::string message::sequenceAtResultType(Type resultType, Type elementType) {
  return "result type " + print(resultType) +
         " is incompatible with the sequence element type " +
         print(elementType);
}

std::string message::constructWithoutTensors() {
  return "needs at least one tensor (an empty sequence is "
         "split.sequence_empty)";
}

std::string message::concatResultType(Type resultType, Type expected,
                                      Type elementType, int64_t axis,
                                      bool newAxis) {
  return "result type " + print(resultType) + " is incompatible with " +
         print(expected) + ", the concatenation of elements of type " +
         print(elementType) + " along axis " + std::to_string(axis) +
         (newAxis ? " (new)" : "");
}

std::string message::unnamedPlaceholder(StringRef digits, size_t numValues) {
  return "message placeholder {" + digits.str() +
         "} has no value; the check "
         "has " +
         std::to_string(numValues) + " values";
}

std::string
mlir::split::formatMessage(StringRef format,
                           ArrayRef<std::optional<int64_t>> values) {
  std::string text;
  parseCheckMessage(
      std::string_view(format.data(), format.size()),
      [&](std::string_view literal) { text.append(literal); },
      [&](uint64_t index, std::string_view) {
        if (index < values.size() && values[index])
          text += std::to_string(*values[index]);
        else
          text += '?';
      });
  return text;
}

std::string mlir::split::formatSizes(ArrayRef<int64_t> sizes) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '[';
  llvm::interleaveComma(sizes, os, [&](int64_t size) {
    if (ShapedType::isStatic(size))
      os << size;
    else
      os << '?';
  });
  os << ']';
  return text;
}
