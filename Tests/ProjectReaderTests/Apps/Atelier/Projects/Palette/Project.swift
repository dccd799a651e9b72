import ModuleNaming
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(.palette, targets: [.designSystem(.palette)])
