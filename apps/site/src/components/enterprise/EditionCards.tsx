import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { Badge, Button, Card, Icon } from '@rainbond/ui';
import { CLOUD, CONTACT, DEMO, QUICK_INSTALL } from '../site-links';
import styles from './enterprise.module.css';

interface Edition {
  key: string;
  name: string;
  model: string;
  points: readonly string[];
  actions: React.ReactNode;
  featured?: boolean;
}

/** The three ways to use Rainbond side by side: open source, Rainbond Cloud and the enterprise edition. */
export default function EditionCards(): React.ReactElement {
  const editions: Edition[] = [
    {
      key: 'oss',
      name: translate({ id: 'enterprise.editions.oss.name', message: '开源版' }),
      model: translate({ id: 'enterprise.editions.oss.model', message: '免费，LGPL-3.0 开源' }),
      points: [
        translate({ id: 'enterprise.editions.oss.point1', message: '版本迭代快，新功能最先在这里发布' }),
        translate({ id: 'enterprise.editions.oss.point2', message: '源代码公开，方便与上下游项目集成' }),
        translate({ id: 'enterprise.editions.oss.point3', message: '通过社区渠道获得开发者和社区用户的帮助' }),
      ],
      actions: (
        <Button href={QUICK_INSTALL} variant="secondary">
          <Translate id="enterprise.editions.oss.action">免费安装</Translate>
        </Button>
      ),
    },
    {
      key: 'cloud',
      name: 'Rainbond Cloud',
      model: translate({ id: 'enterprise.editions.cloud.model', message: '按实际用量计费' }),
      points: [
        translate({ id: 'enterprise.editions.cloud.point1', message: '承诺 99.95% 的服务可用性' }),
        translate({ id: 'enterprise.editions.cloud.point2', message: '平台由我们托管，你不用维护集群' }),
        translate({ id: 'enterprise.editions.cloud.point3', message: '可以使用企业级功能' }),
        translate({ id: 'enterprise.editions.cloud.point4', message: '以分钟为单位按需付费' }),
      ],
      actions: (
        <>
          <Button href={CLOUD} variant="secondary" endIcon={<Icon name="externalLink" />}>
            <Translate id="enterprise.editions.cloud.action">开始使用</Translate>
          </Button>
          <Button href="/calculator" variant="ghost">
            <Translate id="enterprise.editions.cloud.calculator">价格计算器</Translate>
          </Button>
        </>
      ),
    },
    {
      key: 'enterprise',
      name: translate({ id: 'enterprise.editions.ee.name', message: '企业版' }),
      model: translate({ id: 'enterprise.editions.ee.model', message: '私有化部署，商业授权与服务' }),
      featured: true,
      points: [
        translate({ id: 'enterprise.editions.ee.point1', message: '面向运营商级别的可靠性要求打造' }),
        translate({ id: 'enterprise.editions.ee.point2', message: '在开源版之上增加可观测、安全、网关、微服务治理等扩展' }),
        translate({ id: 'enterprise.editions.ee.point3', message: '原厂技术团队支持，最高 7×24 小时响应' }),
      ],
      actions: (
        <>
          <Button href={CONTACT} endIcon={<Icon name="externalLink" />}>
            <Translate id="enterprise.editions.ee.contact">商业咨询</Translate>
          </Button>
          <Button href={DEMO} variant="secondary" endIcon={<Icon name="externalLink" />}>
            <Translate id="enterprise.editions.ee.demo">预约演示</Translate>
          </Button>
        </>
      ),
    },
  ];
  const featuredLabel = translate({ id: 'enterprise.editions.recommended', message: '含原厂服务' });

  return (
    <ul className={styles.editions}>
      {editions.map((edition) => (
        <Card as="li" key={edition.key} padding="lg" className={`${styles.edition} ${edition.featured === true ? styles.editionFeatured : ''}`}>
          <div className={styles.editionHeader}>
            <h3 className={styles.editionName}>{edition.name}</h3>
            {edition.featured === true && <Badge tone="primary">{featuredLabel}</Badge>}
          </div>
          <p className={styles.editionModel}>{edition.model}</p>
          <ul className={styles.editionPoints}>
            {edition.points.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <div className={styles.editionActions}>{edition.actions}</div>
        </Card>
      ))}
    </ul>
  );
}
