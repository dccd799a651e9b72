import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.feature(name: "Pantry", targets: [.framework])
