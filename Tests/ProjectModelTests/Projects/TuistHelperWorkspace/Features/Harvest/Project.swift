import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.feature(
    name: "Harvest",
    targets: Set([.framework, .resources, .tests]),
    features: ["Pantry"]
)
