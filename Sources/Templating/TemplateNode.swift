/// A parsed template: text and tags in a tree (sections own their contents).
indirect enum TemplateNode: Equatable, Sendable {
    /// Literal text copied to the output.
    case text(String)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (raw).
    case variable(name: String, escaped: Bool, at: TemplateLocation)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(name: String, inverted: Bool, children: [TemplateNode], at: TemplateLocation)
    /// `{{> name}}`: another template of the same set, rendered in the current context.
    case partial(name: String, at: TemplateLocation)
}
