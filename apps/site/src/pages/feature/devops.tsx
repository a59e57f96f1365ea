import React from 'react';
import { translate } from '@docusaurus/Translate';
import FeaturePage from '../../components/feature/FeaturePage';
import DevOpsDiagram from '../../components/feature/DevOpsDiagram';

const SOURCE_TYPES = ['Java', 'Python', 'Node.js', 'PHP', 'Golang', 'HTML', '.NetCore', 'Jar / War', 'Dockerfile', 'Docker Compose', 'Kubernetes YAML', 'Helm'] as const;

/** /feature/devops: integrated DevOps that leaves developers' habits unchanged. */
export default function DevOpsFeature(): React.ReactElement {
  return (
    <FeaturePage
      page="devops"
      meta={{
        title: translate({ id: 'feature.devops.meta.title', message: '一体化 DevOps' }),
        description: translate({
          id: 'feature.devops.meta.description',
          message: 'Rainbond 的一体化 DevOps：自动识别源码语言并构建，支持 Dockerfile、Docker Compose、镜像、Yaml 与 Helm，一键部署与回滚，Webhook 自动构建，按需复制开发测试环境，并对接 Jenkins、SonarQube 等已有工具。',
        }),
      }}
      hero={{
        eyebrow: translate({ id: 'feature.devops.hero.eyebrow', message: '一体化 DevOps' }),
        title: translate({ id: 'feature.devops.hero.title', message: '开发者照常写代码，构建和上线交给平台' }),
        subtitle: translate({
          id: 'feature.devops.hero.subtitle',
          message: '提交代码、给出仓库地址，Rainbond 负责构建、部署、更新和回滚。开发者不必先学会容器和 Kubernetes，现有项目也不用为了上平台而改造。',
        }),
      }}
      problem={{
        title: translate({ id: 'feature.devops.problem.title', message: '为什么 DevOps 常常推不下去' }),
        intro: translate({
          id: 'feature.devops.problem.intro',
          message: '工具链越搭越长，真正写代码的人反而越来越难参与进来。',
        }),
        items: [
          {
            title: translate({ id: 'feature.devops.problem.learning.title', message: '上线之前先补一堆基础设施知识' }),
            description: translate({
              id: 'feature.devops.problem.learning.text',
              message: '服务要跑起来，开发者先得弄懂 Dockerfile、镜像仓库、Deployment 和 Ingress，改一行代码也常常要排队等运维。',
            }),
          },
          {
            title: translate({ id: 'feature.devops.problem.scripts.title', message: '流水线靠少数人维护' }),
            description: translate({
              id: 'feature.devops.problem.scripts.text',
              message: '每个项目各有一套构建脚本，换个语言或框架就得重写。写脚本的人一旦调岗，剩下的人谁也不敢轻易改动。',
            }),
          },
          {
            title: translate({ id: 'feature.devops.problem.envs.title', message: '环境永远不够用' }),
            description: translate({
              id: 'feature.devops.problem.envs.text',
              message: '开发和测试挤在一两套环境里，版本互相覆盖；新搭一套要好几天，搭好了又没人敢删，资源一直占着。',
            }),
          },
        ],
      }}
      solution={{
        title: translate({ id: 'feature.devops.solution.title', message: 'Rainbond 的思路：以应用为中心，各司其职' }),
        description: translate({
          id: 'feature.devops.solution.text',
          message: '在 Rainbond 里，开发者面对的是应用和组件：代码在哪个仓库、服务监听哪个端口、依赖哪些服务。镜像构建和工作负载编排由平台根据这些信息完成；集群、节点和各种 Kubernetes 工具仍由平台管理员负责，两种角色互不干扰。',
        }),
        points: [
          translate({ id: 'feature.devops.solution.point1', message: '源代码、镜像、Yaml 和 Helm 都可以作为部署的起点' }),
          translate({ id: 'feature.devops.solution.point2', message: '一次提交触发构建和滚动更新，出了问题一键退回上一个版本' }),
          translate({ id: 'feature.devops.solution.point3', message: '正在使用的代码仓库、制品库和 CI 工具照常使用' }),
        ],
        diagram: <DevOpsDiagram />,
      }}
      capabilities={[
        {
          title: translate({ id: 'feature.devops.sources.title', message: '手里有什么，就从什么开始部署' }),
          intro: translate({
            id: 'feature.devops.sources.intro',
            message: '不需要为平台编写构建脚本：Rainbond 读取仓库里的特征文件，自行判断语言和构建方式。',
          }),
          tags: SOURCE_TYPES,
          tagsLabel: translate({ id: 'feature.devops.sources.tagsLabel', message: '支持的部署来源' }),
          columns: 2,
          items: [
            {
              title: translate({ id: 'feature.devops.sources.code.title', message: '源代码自动识别' }),
              description: translate({
                id: 'feature.devops.sources.code.text',
                message: 'Java、Python、Node.js、PHP、Golang、静态 HTML 和 .NetCore 项目都能被自动识别并构建；已经打好的 Jar、War 包也可以直接上传运行。',
              }),
            },
            {
              title: translate({ id: 'feature.devops.sources.docker.title', message: 'Dockerfile 与 Docker Compose' }),
              description: translate({
                id: 'feature.devops.sources.docker.text',
                message: '仓库里有 Dockerfile 的，就按 Dockerfile 构建；Docker Compose 文件可以整体导入，里面定义的多个服务一次创建完成。',
              }),
            },
            {
              title: translate({ id: 'feature.devops.sources.image.title', message: '容器镜像' }),
              description: translate({
                id: 'feature.devops.sources.image.text',
                message: '填写镜像地址即可部署，公开镜像和私有镜像仓库里的镜像都可以使用。',
              }),
            },
            {
              title: translate({ id: 'feature.devops.sources.k8s.title', message: 'Kubernetes Yaml 与 Helm' }),
              description: translate({
                id: 'feature.devops.sources.k8s.text',
                message: '已有的 Yaml 清单和 Helm Chart 可以直接部署，转换为 Rainbond 应用之后，和其他应用用同一套方式管理。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.devops.release.title', message: '一键部署，一键回滚' }),
          intro: translate({
            id: 'feature.devops.release.intro',
            message: '每次构建都保存为一个版本；发布采用滚动更新，线上访问不中断。',
          }),
          columns: 2,
          items: [
            {
              title: translate({ id: 'feature.devops.release.rolling.title', message: '滚动更新不停机' }),
              description: translate({
                id: 'feature.devops.release.rolling.text',
                message: '构建完成后，平台逐个替换运行中的实例，业务在整个更新过程中持续可用。',
              }),
            },
            {
              title: translate({ id: 'feature.devops.release.rollback.title', message: '按版本回滚' }),
              description: translate({
                id: 'feature.devops.release.rollback.text',
                message: '在构建历史里选中任意一个版本即可回滚，发现问题时能很快回到已知可用的状态。',
              }),
            },
            {
              title: translate({ id: 'feature.devops.release.webhook.title', message: '提交代码自动构建' }),
              description: translate({
                id: 'feature.devops.release.webhook.text',
                message: '为组件开启 Webhook 后，推送到 GitHub、GitLab 或 Gitee 的代码会自动触发构建和部署，不需要再手动点按钮。',
              }),
            },
            {
              title: translate({ id: 'feature.devops.release.api.title', message: '镜像推送与 API 触发' }),
              description: translate({
                id: 'feature.devops.release.api.text',
                message: '镜像仓库的推送事件可以触发更新，Jenkins、GitLab CI 等工具也能在流水线最后一步调用构建接口。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.devops.envs.title', message: '开发、测试环境随用随建' }),
          intro: translate({
            id: 'feature.devops.envs.intro',
            message: '环境不再是需要排队申请的稀缺资源。开发和测试人员可以自己搭建、复制和维护环境。',
          }),
          items: [
            {
              title: translate({ id: 'feature.devops.envs.self.title', message: '自助搭建' }),
              description: translate({
                id: 'feature.devops.envs.self.text',
                message: '团队成员在自己的团队空间里部署和维护所需的组件，不必每次都找运维开工单。',
              }),
            },
            {
              title: translate({ id: 'feature.devops.envs.copy.title', message: '基于现有环境一键复制' }),
              description: translate({
                id: 'feature.devops.envs.copy.text',
                message: '以现有环境为蓝本复制一份，组件、配置和依赖关系一起带过去。',
              }),
            },
            {
              title: translate({ id: 'feature.devops.envs.stop.title', message: '不用就关，要用再开' }),
              description: translate({
                id: 'feature.devops.envs.stop.text',
                message: '暂时不用的环境可以整体关闭，把 CPU 和内存让给别人；需要时重新启动，配置保持原样。',
              }),
            },
          ],
        },
        {
          title: translate({ id: 'feature.devops.tools.title', message: '接入你已经在用的工具' }),
          intro: translate({
            id: 'feature.devops.tools.intro',
            message: 'Rainbond 不要求推倒重来，而是把现有工具接进同一条交付流程。',
          }),
          columns: 2,
          items: [
            {
              title: translate({ id: 'feature.devops.tools.git.title', message: '代码仓库与单点登录' }),
              description: translate({
                id: 'feature.devops.tools.git.text',
                message: '对接 Gitee、GitLab 和 GitHub，使用仓库账号单点登录，创建组件时直接从项目列表中选择。',
              }),
            },
            {
              title: translate({ id: 'feature.devops.tools.artifacts.title', message: '制品库' }),
              description: translate({
                id: 'feature.devops.tools.artifacts.text',
                message: '对接 Nexus、Artifactory 等制品库，构建时从企业自己的仓库获取依赖。',
              }),
            },
            {
              title: translate({ id: 'feature.devops.tools.ci.title', message: '持续集成与代码检测' }),
              description: translate({
                id: 'feature.devops.tools.ci.text',
                message: 'Jenkins 继续做持续集成，SonarQube 继续检查代码质量，部署和运行交给 Rainbond。',
              }),
            },
            {
              title: translate({ id: 'feature.devops.tools.ide.title', message: '浏览器里的开发环境' }),
              description: translate({
                id: 'feature.devops.tools.ide.text',
                message: '对接 OpenVSCode，在浏览器中打开 Web IDE 编辑代码，不用在本机配置开发环境。',
              }),
            },
          ],
        },
      ]}
      docs={{
        title: translate({ id: 'feature.devops.docs.title', message: '从文档开始动手' }),
        intro: translate({
          id: 'feature.devops.docs.intro',
          message: '先装好平台，再部署第一个应用，然后接上自动构建。',
        }),
        links: [
          {
            title: translate({ id: 'feature.devops.docs.install.title', message: '快速安装' }),
            description: translate({
              id: 'feature.devops.docs.install.text',
              message: '在 Linux、macOS 或 Windows 上用一条命令装好 Rainbond。',
            }),
            href: '/docs/quick-start/quick-install',
          },
          {
            title: translate({ id: 'feature.devops.docs.start.title', message: '部署第一个应用' }),
            description: translate({
              id: 'feature.devops.docs.start.text',
              message: '从源代码出发，走一遍识别、构建、部署到访问的完整过程。',
            }),
            href: '/docs/quick-start/getting-started',
          },
          {
            title: translate({ id: 'feature.devops.docs.autobuild.title', message: '自动构建' }),
            description: translate({
              id: 'feature.devops.docs.autobuild.text',
              message: '配置代码仓库 Webhook、镜像仓库触发和 API 触发，并与 CI 工具衔接。',
            }),
            href: '/docs/how-to-guides/app-ops/auto-build',
          },
          {
            title: translate({ id: 'feature.devops.docs.pig.title', message: '从源码部署微服务' }),
            description: translate({
              id: 'feature.devops.docs.pig.text',
              message: '以 Spring Cloud Pig 为例，把数据库、缓存、后端服务和前端一起部署起来。',
            }),
            href: '/docs/how-to-guides/micro-service-deploy/pig-example',
          },
        ],
      }}
      cta={{
        title: translate({ id: 'feature.devops.cta.title', message: '把下一个项目交给 Rainbond' }),
        description: translate({
          id: 'feature.devops.cta.text',
          message: '装好平台，填上仓库地址，代码就会变成一个可以访问的应用。需要企业级支持，欢迎联系我们。',
        }),
      }}
    />
  );
}
