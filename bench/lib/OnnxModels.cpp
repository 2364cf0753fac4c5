//===- OnnxModels.cpp - the benchmark's workloads as ONNX models ----------===//

#include "bench/OnnxModels.h"

#include <onnx/onnx_pb.h>

#include <fstream>

using namespace mlir::split::bench;

namespace {

constexpr int64_t kOpset = 18; // Split-18 (num_outputs)

void setTensorType(onnx::ValueInfoProto &value, const std::string &name,
                   const std::vector<int64_t> &shape) {
  value.set_name(name);
  onnx::TypeProto::Tensor *tensor = value.mutable_type()->mutable_tensor_type();
  tensor->set_elem_type(onnx::TensorProto::FLOAT);
  for (int64_t d : shape)
    tensor->mutable_shape()->add_dim()->set_dim_value(d);
}

void addIntAttribute(onnx::NodeProto &node, const std::string &name,
                     int64_t value) {
  onnx::AttributeProto *attribute = node.add_attribute();
  attribute->set_name(name);
  attribute->set_type(onnx::AttributeProto::INT);
  attribute->set_i(value);
}

onnx::TensorProto &addInt64Initializer(onnx::GraphProto &graph,
                                       const std::string &name,
                                       const std::vector<int64_t> &dims,
                                       const std::vector<int64_t> &values) {
  onnx::TensorProto *tensor = graph.add_initializer();
  tensor->set_name(name);
  tensor->set_data_type(onnx::TensorProto::INT64);
  for (int64_t d : dims)
    tensor->add_dims(d);
  for (int64_t v : values)
    tensor->add_int64_data(v);
  return *tensor;
}

} // namespace

std::string mlir::split::bench::writeOnnxModel(const OnnxSplitModel &model,
                                               const std::string &path) {
  onnx::ModelProto proto;
  proto.set_ir_version(onnx::IR_VERSION);
  proto.set_producer_name("split-bench");
  onnx::OperatorSetIdProto *opset = proto.add_opset_import();
  opset->set_domain("");
  opset->set_version(kOpset);
  onnx::GraphProto &graph = *proto.mutable_graph();
  graph.set_name("split");
  setTensorType(*graph.add_input(), "x", model.shape);

  if (model.sequence) {
    addInt64Initializer(graph, "one", {}, {1});
    onnx::NodeProto &split = *graph.add_node();
    split.set_op_type("SplitToSequence");
    split.add_input("x");
    split.add_input("one");
    split.add_output("seq");
    addIntAttribute(split, "axis", model.axis);
    onnx::NodeProto &concat = *graph.add_node();
    concat.set_op_type("ConcatFromSequence");
    concat.add_input("seq");
    concat.add_output("out0");
    addIntAttribute(concat, "axis", model.axis);
    setTensorType(*graph.add_output(), "out0", model.shape);
  } else {
    onnx::NodeProto &split = *graph.add_node();
    split.set_op_type("Split");
    split.add_input("x");
    addIntAttribute(split, "axis", model.axis);
    if (model.explicitSizes) {
      split.add_input("split");
      addInt64Initializer(graph, "split",
                          {static_cast<int64_t>(model.sizes.size())},
                          model.sizes);
    } else {
      addIntAttribute(split, "num_outputs",
                      static_cast<int64_t>(model.sizes.size()));
    }
    for (size_t i = 0; i < model.sizes.size(); ++i) {
      std::string name = "out" + std::to_string(i);
      split.add_output(name);
      std::vector<int64_t> shape = model.shape;
      shape[model.axis] = model.sizes[i];
      setTensorType(*graph.add_output(), name, shape);
    }
  }

  std::ofstream out(path, std::ios::binary);
  if (!out || !proto.SerializeToOstream(&out))
    return "cannot write " + path;
  return "";
}
