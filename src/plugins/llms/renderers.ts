/**
 * Markdown renderers of the MDX components writers use on hand-written
 * pages, keyed by `<import source>#<export>` exactly as pages import them.
 * Each one renders from the same props and data as the React component, so
 * a twin says what the page says. The API and component references are
 * rendered by their own plugins (src/plugins/openapi/markdown.ts and
 * src/plugins/sdk-components/markdown.ts), next to the data they own.
 *
 * A new MDX component must add its renderer here (CONTRIBUTING.md, "Markdown
 * twins"); a page using a component without one fails the build.
 */
import type {ListItem} from 'mdast';
import {resolveRows, environmentValues, joinUrl, interpolate} from '../../data/environments';
import type {EnvironmentRow, EnvironmentToken} from '../../data/environments';
import {pickVariables, READER_VARIABLES_NOTE, variableLines} from '../../data/reader-variables';
import type {ReaderVariable, ReaderVariablesFormat} from '../../data/reader-variables';
import type {QuestionGroup} from '../../data/question-sets/types';
import {typeLabels} from '../../data/question-sets/types';
import {SLICE_TITLES, type SelectorData} from '../../data/sdk/selectors-toc';
import type {GlobalsData, GlobalsSection} from '../../data/sdk/globals-toc';
import {eventName, type WebhookCatalogue} from '../../data/webhooks';
import {tokens, identity} from '../../site/identity';
import {permissionTable, roles} from '../../data/world/roles';
import {codeTable} from '../../data/rules/codes';
import {transitionRows, type TransitionTableName} from '../../data/rules/transitions';
import {refusalText, transitionCaption} from '../../data/rules/views';
import {blocks, cell, code, fence, heading, list, table} from './markdown';
import {textOf} from './markdown-text';
import type {ComponentRenderer, RenderArgs} from './types';

const COMPONENTS = '@site/src/components';

/** A tab's label, as the theme shows it. */
function tabLabel(args: RenderArgs): string {
  const {label, value} = args.props as {label?: string; value?: string};
  return label ?? value ?? 'Tab';
}

const tabItem: ComponentRenderer = (args) => [
  {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: tabLabel(args)}]}]},
  ...args.children,
];

const codeBlock: ComponentRenderer = ({props, children}) => {
  const {language, title} = props as {language?: string; title?: string};
  return fence(textOf(children).replace(/^\n+/, ''), language ?? '', title);
};

const steps: ComponentRenderer = ({children}) => [
  {
    type: 'list',
    ordered: true,
    start: 1,
    spread: true,
    children: children.filter((c): c is ListItem => c.type === 'listItem'),
  },
];

const step: ComponentRenderer = ({props, children}) => [
  {
    type: 'listItem',
    spread: true,
    children: [
      {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: String(props.title ?? '')}]}]},
      ...(children as ListItem['children']),
    ],
  },
];

const endpoint: ComponentRenderer = ({props, children, markdown}) => {
  const {method, path = '', host = 'partnerApi', reference, auth} = props as {
    method: string;
    path?: string;
    host?: EnvironmentToken;
    reference?: string;
    auth?: string;
  };
  const {production, sandbox} = environmentValues(host);
  const full = (base: string) => (path ? joinUrl(base, path) : base);
  const head = `**${method}** ${code(path || new URL(production).pathname)}${reference ? ` ([API reference](${reference}))` : ''}`;
  const facts = list([
    `Sandbox: ${code(`${full(sandbox)}`)}`,
    `Production: ${code(`${full(production)}`)}`,
    ...(auth ? [`Auth: ${auth}`] : []),
  ]);
  return [...markdown(head), ...children, ...markdown(facts)];
};

const environmentTable: ComponentRenderer = ({props}) => {
  const {tokens: names, rows, caption} = props as {tokens?: EnvironmentToken[]; rows?: EnvironmentRow[]; caption?: string};
  const resolved = resolveRows(rows, names);
  const value = (text: string, asCode: boolean) => (asCode ? code(text) : cell(text));
  return blocks(
    caption && `**${cell(caption)}**`,
    table(
      ['Setting', 'Sandbox', 'Production'],
      resolved.map((r) => [cell(r.label), value(r.sandbox, r.code), value(r.production, r.code)]),
    ),
  );
};

const requiredPermissions: ComponentRenderer = ({props, children, markdown}) => {
  const {items = [], title = 'Required permissions'} = props as {items?: string[]; title?: string};
  return [
    {
      type: 'blockquote',
      children: [
        ...markdown(blocks(`**${title}**`, list(items.map((i) => interpolate(i))))),
        ...(children as never[]),
        ...markdown('Roles and what they allow: [users, roles and permissions](/docs/narratives/users_roles_permissions/).'),
      ] as never[],
    },
  ];
};

/** The same lines or table as the ReaderVariables component, from the same helpers. */
const readerVariables: ComponentRenderer = ({props, file}) => {
  const {variables = [], names = [], format = 'export', title} = props as {
    variables?: ReaderVariable[];
    names?: string[];
    format?: ReaderVariablesFormat;
    title?: string;
  };
  const picked = pickVariables(variables, names, `${file}: ReaderVariables`);
  if (format === 'table') {
    return table(
      ['Variable', 'What it is', 'Sandbox example'],
      picked.map((v) => [code(v.name), cell(v.description), code(v.sandbox)]),
    );
  }
  return fence(`${READER_VARIABLES_NOTE}\n${variableLines(picked, format)}`, 'bash', title);
};

const questionSetTable: ComponentRenderer = ({props, file}) => {
  const {set, group} = props as {set: {id: string; groups: QuestionGroup[]}; group?: string};
  const groups = set.groups.filter((g) => !group || g.id === group);
  if (groups.length === 0) throw new Error(`${file}: QuestionSetTable has no group "${group}" in "${set.id}"`);
  return blocks(
    ...groups.map((g) =>
      table(
        ['Code', 'Question', 'Type', 'Required', 'Validation', 'Example answer'],
        g.questions.map((q) => [
          code(q.code),
          cell(q.label),
          cell(typeLabels[q.type] ?? q.type),
          q.required ? 'Required' : 'Optional',
          cell(
            [q.validation.rule, q.validation.options ? `One of: ${q.validation.options.map((o) => code(o)).join(', ')}` : '', q.notes ?? '']
              .filter(Boolean)
              .join(' '),
          ),
          code(typeof q.example === 'string' ? q.example : JSON.stringify(q.example)),
        ]),
      ),
    ),
  );
};

const stateTable: ComponentRenderer = ({props}) => {
  const {states} = props as {states: Array<{code: string; name: string; type: string}>};
  return blocks(
    `${states.length} jurisdictions: ${states.filter((s) => s.type === 'state').length} states and the District of Columbia.`,
    table(
      ['Code', 'Name', 'Kind', 'Accepted answers (examples)'],
      states.map((s) => [
        code(s.code),
        cell(s.name),
        s.type === 'district' ? 'Federal district' : 'State',
        [code(s.code), code(s.code.toLowerCase()), code(s.name)].join(', '),
      ]),
    ),
  );
};

/** The same rows as the RoleTable component, from the world's role table. */
const roleTable: ComponentRenderer = ({props, file}) => {
  if (props.part === 'roles') return table(['Role', 'Meant for'], roles.map((r) => [code(r.role), cell(r.meantFor)]));
  if (props.part !== 'permissions') throw new Error(`${file}: RoleTable part must be "roles" or "permissions"`);
  const {columns, rows} = permissionTable();
  return table(['Permission', ...columns.map((c) => code(c))], rows.map((r) => [cell(r.label), ...r.cells]));
};

/** The same rows and caption as the TransitionTable component (src/data/rules/transitions.ts). */
const transitionTable: ComponentRenderer = ({props}) => {
  const name = props.table as TransitionTableName;
  const refusal = refusalText(name);
  return blocks(
    `${transitionCaption(name)}:`,
    table(['Status', 'Can change to', 'Notes'], transitionRows(name).map((r) => [code(r.status), r.next.length ? r.next.map((n) => code(n)).join(', ') : 'nothing', cell(r.notes.join('; '))])),
    ...(refusal ? [`Any other change answers ${refusal}.`] : []),
  );
};

/** The same rows as the ErrorCodeTable component (src/data/rules/codes.ts). */
const errorCodeTable: ComponentRenderer = () =>
  table(['Code', 'HTTP status', 'Meaning', 'What to do'], codeTable().map((r) => [code(r.code), r.statuses.join(', '), cell(r.meaning), cell(r.action)]));

const selectorTable: ComponentRenderer = ({props}) => {
  const data = props.data as SelectorData;
  const pkg = `${identity.npmScope}/${data.package}`;
  return blocks(
    ...data.slices.map((slice) => {
      const entries = data.selectors.filter((s) => s.slice === slice);
      return blocks(
        heading(2, SLICE_TITLES[slice] ?? slice),
        `Selectors of the ${code(slice)} slice of ${code('RootState')}: ${entries.map((s) => code(s.name)).join(', ')}.`,
        ...entries.map((s) =>
          blocks(
            heading(3, code(s.name)),
            s.description,
            list([`Returns: ${code(s.returnType)}`, `Slice: ${code(`state.${s.slice}`)}`, `Import: ${code(`import {${s.name}} from '${pkg}';`)}`]),
            fence(`function ${s.name}${s.signature.replace(/\) => /, '): ')};`, 'ts', 'Signature'),
            fence(s.example, 'ts', 'Example'),
          ),
        ),
      );
    }),
  );
};

const HOST_LABELS: Record<string, string> = {
  auth: 'Auth (token exchange)',
  partnerApi: 'Partner API',
  storefront: 'Hosted Storefront',
  terminal: 'Terminal',
};

const globalsReference: ComponentRenderer = ({props, file}) => {
  const {data, section} = props as {data: GlobalsData; section: GlobalsSection};
  if (section === 'config') {
    return blocks(
      ...data.config.map((f) =>
        blocks(
          heading(3, code(f.name)),
          list([
            `Type: ${code(f.type)}`,
            `Required: ${f.required ? 'yes' : 'no'}`,
            ...(f.default !== null ? [`Default: ${f.default.startsWith('the ') ? f.default : code(f.default)}`] : []),
          ]),
          f.description,
        ),
      ),
    );
  }
  if (section === 'environments') {
    return blocks(
      ...data.environments.map((env) =>
        blocks(
          heading(3, code(env.name)),
          env.description,
          table(
            ['Host', `${code('config.hosts')} key`, 'URL'],
            Object.entries(env.hosts).map(([role, token]) => {
              const value = tokens[token];
              if (value === undefined) throw new Error(`${file}: GlobalsReference: unknown identity token "${token}"`);
              return [cell(HOST_LABELS[role] ?? role), code(role), code(value)];
            }),
          ),
        ),
      ),
    );
  }
  return blocks(
    ...data.events.map((e) =>
      blocks(
        heading(3, code(e.name)),
        `**Fires:** ${e.when}`,
        `${code(`CustomEvent<${e.detailType}>`)} on ${code('window')}${e.cancelable ? ', cancelable through `detail.preventDefault()`' : ''}.`,
        table(['Detail field', 'Type', 'Meaning'], e.detail.map((d) => [code(d.name), code(d.type), cell(d.description)])),
        fence(e.example, 'ts', 'Listen'),
      ),
    ),
  );
};

const webhookEventCatalogue: ComponentRenderer = ({props}) => {
  const {catalogue} = props as {catalogue: WebhookCatalogue};
  return blocks(
    ...catalogue.subjects.map((subject) =>
      blocks(
        heading(2, subject.title),
        subject.summary,
        list(subject.events.map((e) => code(eventName(subject.subject, e.action)))),
        ...subject.events.map((event) => {
          const name = eventName(subject.subject, event.action);
          return blocks(
            heading(3, name),
            event.summary,
            fence(Object.entries(event.headers).map(([k, v]) => `${k}: ${v}`).join('\n'), 'http', 'Request headers'),
            fence(JSON.stringify(event.payload, null, 2), 'json', `Body of ${name}`),
          );
        }),
      ),
    ),
  );
};

/** Renderers by `<import source>#<export name>` (`default` for a default import). */
export function guideRenderers(): Record<string, ComponentRenderer> {
  return {
    '@theme/Tabs#default': ({children}) => children,
    '@theme/TabItem#default': tabItem,
    '@theme/CodeBlock#default': codeBlock,
    '@theme/Details#default': ({children}) => children,
    [`${COMPONENTS}/Steps#default`]: steps,
    [`${COMPONENTS}/Steps#Step`]: step,
    [`${COMPONENTS}/Endpoint#default`]: endpoint,
    [`${COMPONENTS}/EnvironmentTable#default`]: environmentTable,
    [`${COMPONENTS}/RequiredPermissions#default`]: requiredPermissions,
    [`${COMPONENTS}/ReaderVariables#default`]: readerVariables,
    [`${COMPONENTS}/QuestionSetTable#default`]: questionSetTable,
    [`${COMPONENTS}/StateTable#default`]: stateTable,
    [`${COMPONENTS}/RoleTable#default`]: roleTable,
    [`${COMPONENTS}/TransitionTable#default`]: transitionTable,
    [`${COMPONENTS}/ErrorCodeTable#default`]: errorCodeTable,
    [`${COMPONENTS}/SelectorTable#default`]: selectorTable,
    [`${COMPONENTS}/GlobalsReference#default`]: globalsReference,
    [`${COMPONENTS}/WebhookEventCatalogue#default`]: webhookEventCatalogue,
  };
}
