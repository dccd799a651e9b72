import ModuleNaming
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(.studio, targets: [.app(.studio, linking: [.palette])])
